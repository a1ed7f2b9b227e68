/** What other features may use of the notices feature (docs/architecture.md). */
export { rememberFollow } from './api/notices'
export { EmailOptIn, optInField } from './components/email-opt-in'
export { FollowButton } from './components/follow-button'
export { NoticeSettings } from './components/notice-settings'
