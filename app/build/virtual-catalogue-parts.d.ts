// The table app/build/catalogue-parts.ts writes at build: for each language, a loader per part of its catalogue.
declare module 'virtual:catalogue-parts' {
  export const PART_LOADERS: Record<
    import('../../domain/languages').OtherLanguage,
    Record<import('../../domain/texts/catalogues/parts').CataloguePart, () => Promise<object>>
  >
}
