/** The account's screens (signing in, the profile); their routes import them directly, each in its own chunk. */
export { AuthScreen } from './auth-screen'
export { ProfileScreen } from './profile-screen'
