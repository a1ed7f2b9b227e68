import { SHELL_TEXTS } from '@copy'
import { Button } from './button'

/** Data that could not be loaded: what went wrong, in Spanish, and a button that asks again. */
export function QueryError({ message, onRetry, className = '' }: { message: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={`rounded-md border border-red-300 bg-red-50 p-4 text-red-800 ${className}`}>
      <p>{message}</p>
      <Button className="mt-3" onClick={onRetry}>
        {SHELL_TEXTS.retry}
      </Button>
    </div>
  )
}
