import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { NOTICE_TEXTS as T } from '@copy'
import { errorMessage } from '@app/lib/api'
import { toast } from '@app/lib/toast'
import { CheckboxField } from '@app/components/ui/checkbox-field'
import { QueryError } from '@app/components/ui/query-error'
import { Spinner } from '@app/components/ui/spinner'
import { settingsQuery, useSaveSettings } from '../api/notices'
import { PushToggle } from './push-toggle'

/** 'Mi Perfil' → Avisos: e-mail notices (off until the person says yes) and this device's push. */
export function NoticeSettings() {
  const heading = useId()
  const settings = useQuery(settingsQuery())
  const save = useSaveSettings()

  // The box shows the choice in the same render as the click (the mutation's own state arrives a
  // tick later, and a controlled box would spring back meanwhile); a failed save puts the stored value back.
  const [choosing, setChoosing] = useState<boolean>()
  const emailOn = choosing ?? settings.data?.email

  async function setEmail(email: boolean) {
    setChoosing(email)
    try {
      await save.mutateAsync({ email })
      toast({ title: T.settingsSaved })
    } catch (error) {
      toast({ title: errorMessage(error, T.saveFailed), variant: 'destructive' })
    } finally {
      setChoosing(undefined)
    }
  }

  return (
    <section aria-labelledby={heading} className="mt-8 space-y-4 border-t border-slate-200 pt-6">
      <h2 id={heading} className="text-lg font-semibold text-slate-900">
        {T.settingsTitle}
      </h2>
      {/* A choice not known yet is not drawn as 'off': the box appears with the stored value. */}
      {emailOn !== undefined ? (
        <CheckboxField
          checked={emailOn}
          onChange={(e) => void setEmail(e.target.checked)}
          label={T.settingsEmail}
          hint={T.settingsEmailHint}
        />
      ) : settings.isError ? (
        <QueryError message={errorMessage(settings.error, T.settingsLoadFailed)} onRetry={() => void settings.refetch()} />
      ) : (
        <Spinner label={T.settingsLoading} className="py-2" />
      )}
      <PushToggle />
    </section>
  )
}
