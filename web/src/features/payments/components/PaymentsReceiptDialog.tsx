// The preview of the receipt a payer uploaded, beside what they declared: an image is shown as such
// (described by its alt text), a PDF in a titled frame; anything else, and every kind, can be opened in a
// new tab. The file is read with the ID token, shown through an object URL that is let go on close. Once
// the retention run erased the image, the dialog says when instead.
import { useEffect, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { Messages, formatDate } from '@confsys/domain';
import { ActionDialog } from '../../../components/feedback/ActionDialog';
import { fileOpenFailure } from '../../../components/files/fileOpenFailure';
import { useProtectedFile } from '../../../components/files/useProtectedFile';
import { usePaymentReceipt } from '../../../api/payments/getPayments';
import { payerName } from '../utils/payments';
import { PaymentDetails, type PaymentDialogProps } from './PaymentsGrid';
import { LoadState } from '../../../components/layout/AdminPage';

/** An object URL of the Blob for as long as the component shows it. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

export function PaymentsReceiptDialog(props: PaymentDialogProps) {
  return props.payment.receiptErasedAt ? <ErasedReceiptDialog {...props} /> : <ReceiptPreviewDialog {...props} />;
}

/** A receipt whose image the retention run erased: the payment's details, and when the image went. */
function ErasedReceiptDialog({ payment, onClose }: PaymentDialogProps) {
  return (
    <ActionDialog title={`Receipt of ${payerName(payment)}`} size="md" onClose={onClose}>
      <PaymentDetails payment={payment} />
      <Typography sx={{ mt: 2 }}>{Messages.receiptErased(formatDate(payment.receiptErasedAt))}</Typography>
    </ActionDialog>
  );
}

function ReceiptPreviewDialog({ payment, onClose }: PaymentDialogProps) {
  const name = payerName(payment);
  const receipt = usePaymentReceipt(payment.receiptUrl);
  const url = useObjectUrl(receipt.data);
  const [openFailure, setOpenFailure] = useState<string | null>(null);
  const { open, openingUrl } = useProtectedFile(setOpenFailure);
  const type = receipt.data?.type ?? '';

  return (
    <ActionDialog
      title={`Receipt of ${name}`}
      size="md"
      failure={openFailure}
      onClose={onClose}
      extraActions={
        <Button onClick={() => open(payment.receiptUrl)} disabled={openingUrl === payment.receiptUrl}>
          Open the receipt in a new tab
        </Button>
      }
    >
      <PaymentDetails payment={payment} />
      <Box sx={{ mt: 2 }}>
        <LoadState query={receipt} loadingText="Loading the receipt..." errorText={fileOpenFailure(receipt.error)}>
          {() => (
            <>
              {url && type.startsWith('image/') ? (
                <Box component="img" src={url} alt={`Payment receipt uploaded by ${name}`} sx={{ display: 'block', maxWidth: '100%', maxHeight: 600, mx: 'auto', border: 1, borderColor: 'divider' }} />
              ) : null}
              {url && type === 'application/pdf' ? (
                <Box component="iframe" src={url} title={`Payment receipt uploaded by ${name} (PDF)`} sx={{ width: '100%', height: 600, border: 1, borderColor: 'divider', borderRadius: 1 }} />
              ) : null}
              {url && !type.startsWith('image/') && type !== 'application/pdf' ? <Typography>This file cannot be shown here; open it in a new tab.</Typography> : null}
            </>
          )}
        </LoadState>
      </Box>
    </ActionDialog>
  );
}
