/** The yearly budget: its amounts, cycle, calendar and follow-up phases (forms of the settings tab), the selection and its laboratory. */
export { BudgetCycleForm } from './components/budget-cycle-form'
export { BudgetForm } from './components/budget-form'
export { CalendarForm } from './components/calendar-form'
export { PhasesForm } from './components/phases-form'
export { SelectionLab } from './components/selection-lab'
export { SelectionTab } from './components/selection-tab'
