/**
 * The council's shield in the header, drawn inline: as an `<img>` of `/logo.svg` every first visit also
 * fetched it and the renderer built a whole isolated SVG document for it, on the main thread (a few ms of
 * CPU, 12–45 ms of wall clock on this project's host, several times that on a phone; issue 36). The same
 * drawing stays in `public/logo.svg` for the tab's icon and the installed app; `city-shield.test.ts`
 * keeps the two alike. Decorative: the link beside it says the site's name.
 */
export function CityShield() {
  return (
    <svg viewBox="0 0 64 64" width={40} height={40} className="size-10" aria-hidden="true" focusable="false">
      <path d="M32 4 8 12v18c0 15 10 25 24 30 14-5 24-15 24-30V12L32 4Z" fill="#1d4ed8" />
      <path d="M32 10 14 16v14c0 11 7 19 18 23 11-4 18-12 18-23V16L32 10Z" fill="#fff" />
      <path d="M22 40V28l10-8 10 8v12h-7v-8h-6v8h-7Z" fill="#1d4ed8" />
    </svg>
  )
}
