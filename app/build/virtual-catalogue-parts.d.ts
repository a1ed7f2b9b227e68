// The table app/build/catalogue-parts.ts writes at build, which app/main.tsx hands to startLanguage: for each
// language, a loader per part of its catalogue.
declare module 'virtual:catalogue-parts' {
  export const PART_LOADERS: import('../lib/language').PartLoaders
}
