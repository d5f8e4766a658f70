import type { FieldInputProps } from '../../../src/resourceLayer/defineResource';
import { PlatformRichTextInput } from '../announcements/richText';

/** The reply, in the rich text the merchant reads in their help center. */
export function ReplyInput({ field, resource }: FieldInputProps) {
  return <PlatformRichTextInput source={field.source} label={`resources.${resource}.fields.${field.source}`} />;
}
