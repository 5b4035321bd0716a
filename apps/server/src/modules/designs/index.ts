// The designs domain: design generation and its progress, regenerate / generate another,
// mockups and print files. What the rest of the server may use.
export { createDesignsService, type DesignsService } from './service.ts';
export { listDesigns } from './repository.ts';
export { derivedPrintKey } from './print-keys.ts';
export { announcePrintFile, onPrintFile } from './print-file-signal.ts';
export { designCalls } from './calls/design-calls.ts';
export {
  createGenerateDesignsHandler,
  generateDesignsJob,
  type GenerateDesignsDeps,
} from './jobs/generate-designs.job.ts';
export {
  createRegenerateDesignsHandler,
  regenerateDesignsJob,
} from './jobs/regenerate-designs.job.ts';
export { createReplaceDesignHandler, replaceDesignJob } from './jobs/replace-design.job.ts';
