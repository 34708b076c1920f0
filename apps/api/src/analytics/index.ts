export { analyticsEventSchema, registerAnalyticsRoutes } from './analytics-route.ts'
