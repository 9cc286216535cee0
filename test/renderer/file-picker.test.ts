// Issue 26 item 6: the replay's file chooser speaks the app's language. The browser's <input type="file"> draws
// "Choose File / No file chosen" in the browser's language; it is hidden and out of the tab order, and a button
// with the translated words opens it.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../renderer/src/i18n/index';
import { FilePicker } from '../../renderer/src/screens/FilePicker';

describe('the replay’s file chooser', () => {
  it.each(['es', 'fr', 'en'] as const)('%s: a translated button, the native input hidden and out of the tab order', (language) => {
    const label = createI18n(language).t('replay.load');
    const html = renderToStaticMarkup(createElement(FilePicker, { label, accept: '.json', onText: () => undefined }));
    expect(html).toContain(`<button type="button">${label}</button>`);
    const input = /<input[^>]*type="file"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toMatch(/\shidden=""/);
    expect(input).toContain('tabindex="-1"');
    expect(html).not.toMatch(/Choose File|No file chosen/);
  });
});
