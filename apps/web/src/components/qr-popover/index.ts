export { QrPopover, QrImage, QR_EMPTY_TEXT, QR_FAILED_TEXT } from './qr-popover';
