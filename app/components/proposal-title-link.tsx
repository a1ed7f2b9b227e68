import { Link } from '@tanstack/react-router'

/** A proposal's title as the link to its page, in the lists that name proposals (her own, results, notices). */
export function ProposalTitleLink({ id, title, className = '' }: { id: number; title: string; className?: string }) {
  return (
    <Link to="/proposal/$id" params={{ id: String(id) }} className={`text-brand-700 underline-offset-4 hover:underline ${className}`}>
      {title}
    </Link>
  )
}
