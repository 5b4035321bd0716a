// The progress a generation run reports, in the words of the processing screens (spec §2.4):
// three stages, a percent towards the first designs being ready, and a status line.
import type { DesignGenerationRow } from '../../db/schema/index.ts';

export type GenerationStage = DesignGenerationRow['stage'];

export interface Progress {
  stage: GenerationStage;
  /** 0–100 towards the first designs (with mockups) being ready. */
  progress: number;
  currentStep: string;
}

// Where each step puts the bar. Mockups are most of the wait, so they get most of the bar.
const ANALYSED = 10;
const DESIGNING = 15;
const DESIGNED = 40;

export const progressOf = {
  analysing: (): Progress => ({
    stage: 'music-analysis',
    progress: 5,
    currentStep: 'Analysing genre and mood',
  }),
  palette: (): Progress => ({
    stage: 'music-analysis',
    progress: ANALYSED,
    currentStep: 'Extracting colour palette from artist image',
  }),
  designing: (): Progress => ({
    stage: 'design-generation',
    progress: DESIGNING,
    currentStep: 'Generating typography and layouts',
  }),
  /** `done` of `total` first designs have their mockups. */
  mockups: (done: number, total: number): Progress => ({
    stage: 'product-mockups',
    progress: Math.min(99, Math.round(DESIGNED + ((100 - DESIGNED) * done) / Math.max(1, total))),
    currentStep: `Applying designs to merchandise templates (${done} of ${total})`,
  }),
  ready: (): Progress => ({
    stage: 'product-mockups',
    progress: 100,
    currentStep: 'Your designs are ready!',
  }),
  /** After the first designs: the rest of the collection, shown to nobody waiting. */
  more: (done: number, total: number): Progress => ({
    stage: 'product-mockups',
    progress: 100,
    currentStep: `Finalising collection (${done} of ${total} designs)`,
  }),
  printFiles: (done: number, total: number): Progress => ({
    stage: 'product-mockups',
    progress: 100,
    currentStep: `Optimising print quality (${done} of ${total} print files)`,
  }),
  complete: (total: number): Progress => ({
    stage: 'product-mockups',
    progress: 100,
    currentStep: `All ${total} designs are ready`,
  }),
};
