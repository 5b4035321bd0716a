// The designs domain: design generation and its progress, regenerate / generate another,
// mockups and print files. What the rest of the server may use.
import { generateDesignsJob } from './jobs/generate-designs.job.ts';
import { regenerateDesignsJob } from './jobs/regenerate-designs.job.ts';
import { replaceDesignJob } from './jobs/replace-design.job.ts';
export { createDesignsService, type DesignsService } from './service.ts';
export { listDesigns } from './repository.ts';
export { derivedPrintKey } from './print-keys.ts';
export { announcePrintFile, onPrintFile } from './print-file-signal.ts';
export { designCalls } from './calls/design-calls.ts';
export {
  createGenerateDesignsHandler,
  generateDesignsJob,
  generateDesignsJobId,
  type GenerateDesignsDeps,
} from './jobs/generate-designs.job.ts';
export {
  createRegenerateDesignsHandler,
  regenerateDesignsJob,
} from './jobs/regenerate-designs.job.ts';
export { createReplaceDesignHandler, replaceDesignJob } from './jobs/replace-design.job.ts';
export { makeMissingPrintFiles, printFileRescue } from './print-file-rescue.ts';
/** The jobs that make a user's designs and print files; each payload names the `userId`. */
export const designJobs = [generateDesignsJob, regenerateDesignsJob, replaceDesignJob] as const;
