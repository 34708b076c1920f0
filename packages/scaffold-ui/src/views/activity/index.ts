export { ActivityView } from './activity-view.tsx'
