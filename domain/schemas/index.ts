export * from './fields'
export * from './proposal'
export * from './account'
