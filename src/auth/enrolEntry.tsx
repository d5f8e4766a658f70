import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { mergeAreas } from '../../openapi/i18n/dictionaries';
import { validationMessages } from '../../openapi/i18n/validation';
import { enrolmentMessages } from '../i18n/enrolment';
import { errorMessages } from '../i18n/errors';
import { shellMessages } from '../i18n/shell';
import { EnrolPage } from './EnrolPage';
import { usePageSettings } from './usePageSettings';

/** The page's words: its own, the shell's switches, the contract's field rules and the data layer's errors. */
const dictionaries = mergeAreas([validationMessages, errorMessages, shellMessages, enrolmentMessages]);

function Enrol({ token, onDone }: { token: string; onDone: (username: string) => void }) {
  const { language, chooseLanguage, mode, toggleMode, translate, theme } = usePageSettings(dictionaries, 'kassa.enrol.title');

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <EnrolPage translate={translate} language={language} onLanguage={chooseLanguage} mode={mode} onToggleMode={toggleMode} token={token} onDone={onDone} />
    </ThemeProvider>
  );
}

/**
 * Shows the one-time link's page in `root`. The token is the URL fragment, which the browser never sends to a server
 * (so no access log holds it); `onDone` takes the operator to sign in ('' when it leaves without using the link).
 */
export function startEnrolment(root: Root, onDone: (username: string) => void) {
  const token = window.location.hash.replace(/^#/, '');
  root.render(
    <StrictMode>
      <Enrol token={token} onDone={onDone} />
    </StrictMode>,
  );
}
