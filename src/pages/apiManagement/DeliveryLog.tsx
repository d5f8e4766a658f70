import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { ResourceList } from '../../resourceLayer/ResourceList';
import { useShownResource } from '../../shell/shownResources';

/** The record screen of the webhook deliveries, declared in resources/ with this page as its `shownIn`. */
export const webhookDeliveriesName = 'api/WebhookDeliveries';

/**
 * The webhook delivery log: the record screen `api/WebhookDeliveries`, declared in resources/ and shown here
 * (its `shownIn`) by the generic layer, with its filters, pages and Resend action. On a narrow screen the
 * table scrolls sideways inside its card; the page itself does not.
 */
export function DeliveryLog() {
  const translate = useTranslate();
  const titleId = useId();
  const webhookDeliveries = useShownResource(webhookDeliveriesName);
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        // The list's main column may be narrower than its table, whose wrapper then scrolls.
        '& .RaList-main': { minWidth: 0 },
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        // Endpoint URLs and error texts wrap rather than widen the table.
        '& td.column-url': { minWidth: 160, maxWidth: 240, wordBreak: 'break-all' },
        '& td.column-last_error': { minWidth: 140, maxWidth: 240, wordBreak: 'break-word' },
      }}
    >
      <Typography variant="h6" component="h2" id={titleId}>
        {translate(`resources.${webhookDeliveries.name}.name`, { smart_count: 2 })}
      </Typography>
      <ResourceList config={webhookDeliveries} />
    </Box>
  );
}
