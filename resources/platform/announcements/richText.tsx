import { ClearButtons, FormatButtons, LinkButtons, ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar } from 'ra-input-rich-text';
import type { Messages, Translations } from '../../../openapi/i18n/define';
import { apiLanguages } from '../../../openapi/i18n/languages';
import { addWords } from '../../../src/i18n/addWords';
import { helpMessages } from '../../../src/i18n/help';

// The editor's buttons are named by the help center's words, which the platform console does not load otherwise.
addWords(Object.fromEntries(apiLanguages.map((language) => [language, { ra: { tiptap: helpMessages[language].ra.tiptap } }])) as unknown as Translations<Messages>);

/**
 * A rich-text input of what the platform writes to merchants (an announcement's body, a reply): only the formatting
 * the server keeps (server/content/sanitize.ts drops colours, alignment and images).
 */
export function PlatformRichTextInput({ source, label, autoFocus = false }: { source: string; label: string; autoFocus?: boolean }) {
  return (
    <RichTextInput
      source={source}
      label={label}
      isRequired
      fullWidth
      autoFocus={autoFocus}
      toolbar={
        <RichTextInputToolbar>
          <FormatButtons />
          <ListButtons />
          <LinkButtons />
          <QuoteButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
    />
  );
}
