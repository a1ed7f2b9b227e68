import { RESULTS_TEXTS } from '@copy'
import { buttonLook } from '@app/components/ui/button'

/**
 * The open-data box at the foot of /resultados and /seguimiento: what the files hold, a button to download
 * each (`files`.csv and `files`.json), any further file of the same data (`more`) and, where there is one,
 * the feed to subscribe to.
 */
export function OpenDataLinks({
  id,
  title,
  text,
  files,
  more = [],
  feed,
}: {
  id: string
  title: string
  text: string
  files: `/api/open-data/${string}`
  more?: readonly { href: `/api/open-data/${string}`; label: string }[]
  feed?: { href: string; label: string }
}) {
  const look = buttonLook({ look: 'outline', size: 'lg' })
  return (
    <section aria-labelledby={id} className="mt-10 rounded-xl border border-brand-100 bg-brand-50 p-5">
      <h2 id={id} className="text-xl font-semibold text-brand-800">
        {title}
      </h2>
      <p className="mt-2 text-slate-800">{text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={`${files}.csv`} download className={look}>
          {RESULTS_TEXTS.csv}
        </a>
        <a href={`${files}.json`} download className={look}>
          {RESULTS_TEXTS.json}
        </a>
        {more.map((file) => (
          <a key={file.href} href={file.href} download className={look}>
            {file.label}
          </a>
        ))}
        {feed && (
          <a href={feed.href} className={look}>
            {feed.label}
          </a>
        )}
      </div>
    </section>
  )
}
