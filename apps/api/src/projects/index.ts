export {
  type Project,
  type ProjectInput,
  projectFromRow,
  projectIdSchema,
  projectInputSchema,
} from './project.ts'
export {
  featureOfPath,
  isProjectFeature,
  PROJECT_FEATURES,
  type ProjectFeature,
} from './project-features.ts'
export {
  type CreateProjectSettingsParameters,
  createProjectSettings,
  type ProjectSettings,
  type ProjectSnapshot,
} from './project-settings.ts'
export {
  addProject,
  findProject,
  listProjects,
  type ProjectChanges,
  removeProject,
  updateProject,
} from './project-store.ts'
