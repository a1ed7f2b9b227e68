const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre']

/** A day in Spanish words, as `Intl.DateTimeFormat('es-ES', { dateStyle: 'long' })` writes it: '3 de marzo de 2026'. */
export const longDayWords = (year: number, month: number, day: number) => `${day} de ${MONTHS[month - 1]} de ${year}`
