/**
 * The model manager and its catalog. Other modules import from here:
 *   import { ModelManager } from '../models/index.js';
 */
export { ModelManager } from './manager.js';
export type { EnsureFailure, EnsureOptions, ModelListing, ModelManagerOptions, ModelProgress } from './manager.js';
export { CatalogError, UNPINNED, defaultCatalogPath, fileUrl, isPinned, loadCatalog, parseCatalog } from './catalog.js';
export type { CatalogEntry, CatalogFile, ModelHost, ModelKind } from './catalog.js';
export { LOCK_FILE_NAME } from './lock.js';
