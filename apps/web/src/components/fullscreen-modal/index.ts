export { FullscreenModal, type FullscreenModalProps } from './fullscreen-modal';
