import Download from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../resourceLayer/copy';

/** Draws the QR code's SVG on a canvas, white behind it, and saves it as a PNG file. */
async function downloadPng(svg: SVGSVGElement, fileName: string, size: number) {
  const markup = new XMLSerializer().serializeToString(svg);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.drawImage(image, 0, 0, size, size);
  const link = document.createElement('a');
  link.href = canvas.toDataURL('image/png');
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** The merchant ID and its receiving QR code, which a payer scans in the wallet app; copy and download as PNG. */
export function MerchantCodeCard({ merchantId, receivingCode }: { merchantId: string; receivingCode: string }) {
  const translate = useTranslate();
  const qr = useRef<SVGSVGElement>(null);
  return (
    <Card component="section" aria-label={translate('kassa.dashboard.merchant.title')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('kassa.dashboard.merchant.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('kassa.dashboard.merchant.intro')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ xs: 'flex-start', sm: 'center' }}>
          <Box sx={{ bgcolor: '#fff', p: 1, lineHeight: 0, borderRadius: 1 }}>
            <QRCodeSVG
              ref={qr}
              value={receivingCode}
              size={160}
              marginSize={2}
              role="img"
              aria-label={translate('kassa.dashboard.merchant.qrLabel', { id: merchantId })}
              data-value={receivingCode}
            />
          </Box>
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary">
              {translate('kassa.dashboard.merchant.id')}
            </Typography>
            <Stack direction="row" spacing={0.5} alignItems="center">
              <Typography variant="h5" component="p" sx={{ fontFamily: 'monospace' }} data-testid="merchant-id">
                {merchantId}
              </Typography>
              <CopyButton text={merchantId} />
            </Stack>
            <Button
              variant="outlined"
              size="small"
              startIcon={<Download />}
              onClick={() => qr.current && void downloadPng(qr.current, `merchant-${merchantId}.png`, 512)}
              sx={{ alignSelf: 'flex-start' }}
            >
              {translate('kassa.dashboard.merchant.download')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
