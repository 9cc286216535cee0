// The e2e run builds the renderer once (harness.ts reads the folder from DUDO_E2E_RENDERER in every test file).
import { buildRenderer, chromiumMissing } from './harness';

export default async function setup(): Promise<void> {
  if (chromiumMissing() !== null) return; // the browser tests skip with their message; nothing to build for them
  process.env.DUDO_E2E_RENDERER = await buildRenderer();
}
