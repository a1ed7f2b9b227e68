/**
 * Server HTML is painted before the app's scripts start (docs/decisions/0034). At build time the
 * module script of index.html and its preloads become data on one small inline script, which adds them
 * once the browser reports the first contentful paint (or a second after the first frame, where it
 * reports none): on a slow phone the page is readable while the code downloads, and neither the
 * download nor hydration delays that first paint. A server-drawn page's loader also names its route's
 * code (`data-route-preload`, withPreloads below), added a task after the entry's. The offline copy of
 * the shell has nothing drawn in `#root` to wait for: it starts the app at its first frame. A page opened in a background tab starts at once, since
 * it paints no frame until it is shown. The browser's install offer may come before the app has
 * started: the loader keeps it in `window.installOffer` for the app's 'Instalar' button. A tap on a
 * language link (`data-language-choice="va"`, the switcher's and the suggestion's, holding the
 * language's code) may come before the app has started too: the loader keeps that choice on the device
 * ('language'), and marks it for the person's account ('language-unsaved'; the switcher saves it there once they are signed in),
 * and in the cookie 'pp_lang_choice' (removed by a choice of Spanish) so that the Worker answers an address
 * without a language with that language's (worker/routes/pages.ts): the first page drawn is in it; a
 * device that chose before that cookie existed gets it here, on its first page. It listens in the
 * capture phase: React stops a tap on a part of the page it has not hydrated yet from bubbling further.
 * A tap on a control that acts only through the app (`data-early-tap="vote-12"`: a card's 'Votar', a card
 * that opens its dialog) is kept in `window.earlyTaps` until the app marks itself ready
 * (`<html data-app="ready">`), and goes no further: the control answers it once it knows its state
 * (app/lib/early-taps.ts), so a tap while the page starts is neither lost nor answered twice (docs/decisions/0060).
 * Nor do the pointer, mouse and touch events that make up that tap: React, meeting one on a part of the
 * page it is still hydrating, hydrates that whole part at once in the tap's own task, a freeze of a third
 * of a second on a cheap phone before the tap shows (docs/decisions/0084). For the same reason a field's
 * presses and keys in a form marked `data-early-input` (the list's filters) go no further than the field
 * itself until the form, hydrated, has read what its fields hold and marked itself `data-fields-read`
 * (app/features/proposals/components/filters-bar.tsx): the browser types the letter, the app reads it
 * (docs/decisions/0085). Not until `data-app`: the page's part under its route is hydrated after that. Whether a
 * session is stored on the device (`<html data-session="stored">`) is known here before the first paint:
 * the server draws every page signed out, and the vote buttons it drew look waiting for a person who may
 * have voted already (the `session-stored` variant, app/styles.css). The script holds no '<': tests read
 * it out of the page's HTML up to the next tag.
 */
export const PAINT_FIRST_SCRIPT =
  "(function(s){var d=s.dataset,r=document.documentElement;addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.installOffer=e});try{if(localStorage.getItem('authSession'))r.dataset.session='stored';var k=localStorage.getItem('language');if(k&&k!='es'&&document.cookie.indexOf('pp_lang_choice=')==-1)document.cookie='pp_lang_choice='+k+';path=/;samesite=lax;max-age=31536000'}catch(x){}function held(e){var n=e.target,t=!r.dataset.app&&n.closest&&n.closest('[data-early-tap]');if(t)e.stopPropagation();return t}addEventListener('click',function(e){var n=e.target,a=n.closest&&n.closest('a[data-language-choice]');if(a)try{var c=a.dataset.languageChoice;localStorage.setItem('language',c);localStorage.setItem('language-unsaved','1');document.cookie='pp_lang_choice='+c+';path=/;samesite=lax;max-age='+(c=='es'?0:31536000)}catch(x){}var t=held(e);if(t){var q=window.earlyTaps=window.earlyTaps||[];if(q.indexOf(t.dataset.earlyTap)==-1)q.push(t.dataset.earlyTap)}},true);function unread(e){var n=e.target;if(n.matches&&n.matches('input,select,textarea')&&n.closest('form[data-early-input]:not([data-fields-read])'))e.stopPropagation()}['pointerdown','pointerup','mousedown','mouseup','touchstart','touchend'].forEach(function(k){addEventListener(k,function(e){held(e)||unread(e)},true)});['click','dblclick','contextmenu','keydown','keypress','keyup','input','textInput','compositionstart','compositionend','change','paste','cut','copy'].forEach(function(k){addEventListener(k,unread,true)});function add(p){(p||'').split(' ').filter(Boolean).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)})}function go(){add(d.preload);var m=document.createElement('script');m.type='module';m.src=d.main;document.head.append(m);setTimeout(function(){add(d.routePreload)})}var g=0;function once(){if(!g){g=1;go()}}function bare(){return!document.querySelector('#root>*')}if(document.visibilityState==='hidden')once();else{try{new PerformanceObserver(function(l){if(bare()||l.getEntriesByName('first-contentful-paint').length)setTimeout(once)}).observe({type:'paint',buffered:true})}catch(x){}requestAnimationFrame(function(){setTimeout(once,bare()?0:1000)})}})(document.currentScript)"

/** The CSP source that lets exactly that script run, and no other inline script (SHA-256, base64). */
export const PAINT_FIRST_CSP_SOURCE = "'sha256-HwzjUgXQnRLHzOevZlrhS4DAHlwkjlJBg42KY2wYUTM='"

// The whitespace before the entry's tag is kept, and put before each tag that takes its place.
const MODULE_SCRIPT = /(\s*)<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/
const PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g

/**
 * The built index.html with its stylesheets first (nothing competes with them for the connection) and
 * its module script and preloads started by PAINT_FIRST_SCRIPT.
 */
export function paintFirst(html: string): string {
  const main = MODULE_SCRIPT.exec(html)
  if (!main) throw new Error('index.html has no module script to start after the first paint')
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1])
  const styles = [...html.matchAll(STYLESHEET)].map((m) => m[0].trim())
  const [, space, entry] = main
  const loader = `<script data-main="${entry}" data-preload="${preloads.join(' ')}">${PAINT_FIRST_SCRIPT}</script>`
  return html
    .replace(PRELOAD, '')
    .replace(STYLESHEET, '')
    .replace(MODULE_SCRIPT, [...styles, loader].map((tag) => `${space}${tag}`).join(''))
}

/**
 * A page's HTML whose loader also preloads `hrefs` (the matched routes' code), a task after the entry's
 * own: it downloads with the app's code instead of one round trip later, when the started app asks for
 * it, and the loader's task stays as short as it was (each preload is a request the renderer starts there).
 */
export const withPreloads = (html: string, hrefs: readonly string[]) =>
  hrefs.length ? html.replace(' data-preload="', () => ` data-route-preload="${hrefs.join(' ')}" data-preload="`) : html
