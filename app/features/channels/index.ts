/** The council's registration of a proposal brought in person or by post; its route imports it directly. */
export { RegisterScreen } from './register-screen'
