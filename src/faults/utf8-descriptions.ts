import { defineFault, swapOne } from './_internals/define-fault.js';
import { carelessDataFastPath, equalViews } from './_internals/careless-fast-path.js';
import { eachTool, text } from './_internals/lossy-parity.js';

const utf8 = new TextEncoder();
const decode = new TextDecoder();

/** Compares descriptions as their UTF-8 bytes: every lone surrogate encodes as U+FFFD. */
export const utf8Descriptions = defineFault({
  id: 'utf8-descriptions',
  title: 'parity compares descriptions as UTF-8 bytes',
  bug: 'descriptions are compared after a UTF-8 round trip (TextEncoder, Buffer), which turns every lone surrogate into U+FFFD, so two texts that differ only there pass as equal',
  origin: 'careless',
  parts: swapOne('finalParity', () =>
    carelessDataFastPath(
      equalViews(
        eachTool((tool) => ({ ...tool, description: text(tool['description'], (s) => decode.decode(utf8.encode(s))) })),
      ),
    ),
  ),
});
