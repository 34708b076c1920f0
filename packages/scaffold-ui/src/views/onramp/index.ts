export { OnRampView } from './on-ramp-view.tsx'
