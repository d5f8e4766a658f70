import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { Messages, Translations } from '../../openapi/i18n/define';
import { mergeAreas, type Dictionaries } from '../../openapi/i18n/dictionaries';
import { validationMessages } from '../../openapi/i18n/validation';
import { enrolmentMessages } from '../i18n/enrolment';
import { errorMessages } from '../i18n/errors';
import { shellMessages } from '../i18n/shell';
import { EnrolPage, type EnrolmentKind } from './EnrolPage';
import { usePageSettings } from './usePageSettings';

/** The page's words: its own, the shell's switches, the contract's field rules and the data layer's errors, and `more`. */
const dictionariesWith = (more: readonly Translations<Messages>[]): Dictionaries => mergeAreas([validationMessages, errorMessages, shellMessages, enrolmentMessages, ...more]);

function Enrol({ token, onDone, kind, dictionaries }: { token: string; onDone: (username: string) => void; kind?: EnrolmentKind<never>; dictionaries: Dictionaries }) {
  const { language, chooseLanguage, mode, toggleMode, translate, theme } = usePageSettings(dictionaries, 'kassa.enrol.title');

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <EnrolPage
        translate={translate}
        language={language}
        onLanguage={chooseLanguage}
        mode={mode}
        onToggleMode={toggleMode}
        token={token}
        onDone={onDone}
        {...(kind ? { kind } : {})}
      />
    </ThemeProvider>
  );
}

/** Whose link the page opens (an operator's by default), and the words that kind adds. */
export interface EnrolmentSetup {
  kind: EnrolmentKind<never>;
  words: readonly Translations<Messages>[];
}

/**
 * Shows the one-time link's page in `root`. The token is the URL fragment, which the browser never sends to a server
 * (so no access log holds it); `onDone` takes the operator to sign in ('' when it leaves without using the link).
 */
export function startEnrolment(root: Root, onDone: (username: string) => void, setup?: EnrolmentSetup) {
  const token = window.location.hash.replace(/^#/, '');
  root.render(
    <StrictMode>
      <Enrol token={token} onDone={onDone} {...(setup ? { kind: setup.kind } : {})} dictionaries={dictionariesWith(setup?.words ?? [])} />
    </StrictMode>,
  );
}
