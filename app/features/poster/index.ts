/** What other features use of the poster: its QR code, drawn as SVG (the tables' join code is shown with it). */
export { QrCode } from './qr-code'
