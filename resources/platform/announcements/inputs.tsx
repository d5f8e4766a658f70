import { Box, Typography } from '@mui/material';
import { DateTimeInput, TextInput, useTranslate } from 'react-admin';
import { apiLanguages } from '../../../openapi/i18n/languages';
import type { FieldInputProps } from '../../../src/resourceLayer/defineResource';
import { PlatformRichTextInput } from './richText';

/** The title in each of the four languages, one input each: merchants read the one of their language. */
export function TitleInputs({ field, resource }: FieldInputProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      {apiLanguages.map((language) => (
        <TextInput
          key={language}
          source={`${field.source}.${language}`}
          label={translate(`resources.${resource}.messages.title_in`, { language: translate(`resources.${resource}.values.${language}`) })}
          isRequired
          fullWidth
        />
      ))}
    </Box>
  );
}

/** The body in each of the four languages, a rich-text editor each. */
export function BodyInputs({ field, resource }: FieldInputProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 2 }}>
      {apiLanguages.map((language) => (
        <PlatformRichTextInput
          key={language}
          source={`${field.source}.${language}`}
          label={translate(`resources.${resource}.messages.body_in`, { language: translate(`resources.${resource}.values.${language}`) })}
        />
      ))}
    </Box>
  );
}

/** When merchants see it: empty publishes now; a time in the operator's zone, sent as the instant it names. */
export function PublishTimeInput({ field, resource }: FieldInputProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <DateTimeInput
        source={field.source}
        label={`resources.${resource}.fields.${field.source}`}
        parse={(value: string) => (value ? new Date(value).toISOString() : undefined)}
        helperText={false}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -1, mb: 1 }}>
        {translate(`resources.${resource}.messages.publish_time_help`)}
      </Typography>
    </Box>
  );
}
