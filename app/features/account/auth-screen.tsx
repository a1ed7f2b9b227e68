import { Navigate, useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import { LoginSchema, RegisterSchema, checkInput, returnPath } from '@schemas'
import { AUTH_SCREEN_TEXTS as T, IDENTITY_TEXTS } from '@copy'
import { BackLink } from '@app/components/back-home-link'
import { Button } from '@app/components/ui/button'
import { DataUseNote } from '@app/components/data-use-note'
import { Spinner } from '@app/components/ui/spinner'
import { Tabs } from '@app/components/ui/tabs'
import { TextField } from '@app/components/ui/form-field'
import { errorMessage } from '@app/lib/api'
import { useDocumentTitle } from '@app/lib/document-title'
import { useFieldErrors } from '@app/lib/form-errors'
import {
  ProviderError,
  isFirstTimeUser,
  providerMessage,
  register,
  requestPasswordReset,
  signInWithEmail,
  signInWithGoogle,
  completeGoogleSignIn,
  hasGoogleAnswer,
  useSession,
  type ProviderFlow,
} from '@app/lib/identity'
import { toast } from '@app/lib/toast'

/** A provider refusal gets its §8 sign-in text; a refusal of our own server, its message. */
function failureText(flow: ProviderFlow, error: unknown) {
  return error instanceof ProviderError ? providerMessage(flow, error) : errorMessage(error, providerMessage(flow, error))
}

/** <Navigate> needs a route; a return path is a whole address (path, search and hash). */
function GoBackTo({ href }: { href: string }) {
  const navigate = useNavigate()
  useEffect(() => void navigate({ href: returnPath(href), replace: true }), [navigate, href])
  return <Spinner />
}

export function AuthScreen() {
  useDocumentTitle(T.documentTitle)
  const session = useSession()
  const navigate = useNavigate()
  // The page that sent the person here (already checked to be a path of this site), if any.
  const { redirect } = useSearch({ from: '/auth' })
  // Google's chooser sends the person back here with its answer in the address: finish that sign-in.
  const [googleReturn] = useState(hasGoogleAnswer)
  const [busy, setBusy] = useState(googleReturn)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load, whatever renders follow
  useEffect(() => {
    if (googleReturn) void run(completeGoogleSignIn, (error) => console.warn(failureText('google', error)))
    // Once per page load: the answer is taken out of the address as it is read.
  }, [])

  // Someone already signed in has nothing to do here (§2).
  if (session.status === 'signedIn' && !busy) return redirect ? <GoBackTo href={redirect} /> : <Navigate to="/profile" replace />
  if (session.status === 'loading') return <Spinner />

  /**
   * Runs one sign-in flow; on success greets and sends the person back where they came from, or else
   * first-time users to their profile and everybody else home (§2).
   */
  async function run(
    action: () => Promise<string | undefined> | Promise<void>,
    onError: (error: unknown) => void,
    greeting: Greeting = { title: IDENTITY_TEXTS.welcomeTitle, description: IDENTITY_TEXTS.welcomeText },
  ) {
    setBusy(true)
    try {
      // A Google sign-in comes back from the chooser with the page it started from.
      const back = (await action()) || redirect
      toast(greeting)
      await (back ? navigate({ href: returnPath(back), replace: true }) : navigate({ to: isFirstTimeUser() ? '/profile' : '/' }))
    } catch (error) {
      onError(error)
    } finally {
      setBusy(false)
    }
  }

  function google() {
    // §2: a Google sign-in failure is only logged; nothing is shown.
    void run(
      () => signInWithGoogle(redirect),
      (error) => console.warn(failureText('google', error)),
    )
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-2 lg:py-12">
      <section className="mx-auto w-full max-w-md">
        <BackLink to="/" label={T.back} />
        <h1 className="mt-4 text-2xl font-bold">{T.heading}</h1>
        <p className="mt-2 text-slate-700">{T.intro}</p>
        <Tabs
          className="mt-6"
          tabs={[
            { label: T.tabSignIn, panel: <SignInForm busy={busy} run={run} /> },
            { label: T.tabRegister, panel: <RegisterForm busy={busy} run={run} /> },
          ]}
        />
        <div className="my-6 flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
          <span className="h-px flex-1 bg-slate-300" />
          {T.or}
          <span className="h-px flex-1 bg-slate-300" />
        </div>
        <Button onClick={google} disabled={busy} size="lg" block>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
            <path fill="#4285F4" d="M22 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.6a4.8 4.8 0 0 1-2.1 3.1v2.6h3.4c2-1.8 3.1-4.5 3.1-7.5Z" />
            <path
              fill="#34A853"
              d="M12 22c2.8 0 5.2-.9 6.9-2.5l-3.4-2.6c-.9.6-2.1 1-3.5 1-2.7 0-5-1.8-5.8-4.3H2.7v2.7A10 10 0 0 0 12 22Z"
            />
            <path fill="#FBBC05" d="M6.2 13.6a6 6 0 0 1 0-3.8V7.1H2.7a10 10 0 0 0 0 9.2l3.5-2.7Z" />
            <path fill="#EA4335" d="M12 6c1.5 0 2.9.5 4 1.5l3-3A10 10 0 0 0 2.7 7.1l3.5 2.7C7 7.8 9.3 6 12 6Z" />
          </svg>
          {T.google}
        </Button>
      </section>

      {/* The invitation panel is decoration on large screens only (§2). */}
      <aside className="hidden rounded-2xl bg-brand-700 p-10 text-white lg:flex lg:flex-col lg:justify-center">
        <h2 className="text-3xl font-bold">{T.marketingTitle}</h2>
        <p className="mt-4 text-lg text-brand-50">{T.marketingText}</p>
        <ul className="mt-6 space-y-3">
          {T.marketingPoints.map((point) => (
            <li key={point} className="flex gap-3">
              <span aria-hidden="true">✓</span>
              {point}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  )
}

type Greeting = { title: string; description: string }
type Run = (action: () => Promise<void>, onError: (error: unknown) => void, greeting?: Greeting) => Promise<void>

function FormFailure({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null
}

function SignInForm({ busy, run }: { busy: boolean; run: Run }) {
  const { errors, check, setErrors } = useFieldErrors()
  const [failure, setFailure] = useState<string | null>(null)
  const [email, setEmail] = useState('')

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(null)
    const login = check(LoginSchema, event.currentTarget)
    if (!login) return
    void run(
      () => signInWithEmail(login.email, login.password),
      (error) => {
        setFailure(failureText('signIn', error))
        toast({ title: IDENTITY_TEXTS.loginFailedTitle, description: failureText('signIn', error), variant: 'destructive' })
      },
    )
  }

  async function reset() {
    const checked = checkInput(LoginSchema.entries.email, email)
    if (!checked.success) return setErrors({ email: checked.issues[0].message })
    try {
      await requestPasswordReset(checked.output)
      setFailure(null)
      toast({ title: IDENTITY_TEXTS.reset.sentTitle, description: IDENTITY_TEXTS.reset.sentText })
    } catch (error) {
      setFailure(failureText('reset', error))
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label={T.email}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <TextField label={T.password} name="password" type="password" autoComplete="current-password" error={errors.password} />
      <FormFailure message={failure} />
      <Button type="submit" disabled={busy} look="primary" size="lg" block>
        {busy ? T.sending : T.submitSignIn}
      </Button>
      <div className="text-sm">
        <Button onClick={reset} disabled={busy} look="link" size="lg">
          {T.forgot}
        </Button>
        <p className="mt-1 text-slate-600">{T.resetHint}</p>
      </div>
    </form>
  )
}

function RegisterForm({ busy, run }: { busy: boolean; run: Run }) {
  const { errors, check } = useFieldErrors()
  const [failure, setFailure] = useState<string | null>(null)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFailure(null)
    const account = check(RegisterSchema, event.currentTarget)
    if (!account) return
    void run(
      () => register(account),
      (error) => setFailure(failureText('register', error)),
      // A new account votes once its e-mail is confirmed: the toast says so, and where the link went.
      { title: T.registeredTitle, description: T.registeredText(account.email) },
    )
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField label={T.email} name="email" type="email" autoComplete="email" error={errors.email} />
      <TextField label={T.password} name="password" type="password" autoComplete="new-password" error={errors.password} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={T.name} name="name" autoComplete="given-name" error={errors.name} />
        <TextField label={T.surname} name="surname" autoComplete="family-name" error={errors.surname} />
      </div>
      <TextField label={T.phone} name="phone" type="tel" autoComplete="tel" error={errors.phone} />
      <FormFailure message={failure} />
      <DataUseNote />
      <Button type="submit" disabled={busy} look="primary" size="lg" block>
        {busy ? T.sending : T.submitRegister}
      </Button>
    </form>
  )
}
