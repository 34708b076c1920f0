export * from './caip/index.ts'
export * from './constants/index.ts'
export * from './errors/index.ts'
