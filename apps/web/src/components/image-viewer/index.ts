export { ImageViewer, type ImageViewerProps } from './image-viewer.tsx';
