/** The years the lists and the results can be narrowed to, as an address writes them: '1900'…'2199'. */
export const YEAR_PATTERN = /^(19|20|21)\d\d$/
