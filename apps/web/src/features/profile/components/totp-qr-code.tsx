import { useQuery } from '@tanstack/react-query';

/** The otpauth URI as a QR code to scan with an authenticator app (drawn locally, no network). */
export function TotpQrCode({ uri }: { uri: string }) {
  const qr = useQuery({
    queryKey: ['totp-qr', uri],
    queryFn: async () => {
      const QRCode = await import('qrcode');
      return QRCode.toDataURL(uri, { margin: 1, width: 192, errorCorrectionLevel: 'M' });
    },
    staleTime: Infinity,
    gcTime: 0,
  });
  if (!qr.data) {
    return <div className="size-48 animate-pulse rounded-md bg-muted" aria-hidden="true" />;
  }
  return (
    <img
      src={qr.data}
      width={192}
      height={192}
      alt="QR code with your two-factor setup key: scan it with your authenticator app"
      className="rounded-md border border-border bg-white"
    />
  );
}
