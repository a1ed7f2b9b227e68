import { SHELL_TEXTS, SIGN_OUT_TEXTS } from '@copy'
import { signOut } from '@app/lib/identity'
import { toast } from '@app/lib/toast'
import { linkClass } from './nav-items'

/** Sign-out from the header and the phone menu, so it is not only at the bottom of Mi Perfil (§4). */
export function SignOutButton({ className = '' }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={() => signOut().catch(() => toast({ title: SIGN_OUT_TEXTS.failed, variant: 'destructive' }))}
      className={`${linkClass} text-left ${className}`}
    >
      {SHELL_TEXTS.nav.signOut}
    </button>
  )
}
