/** Upload widgets (spec 03 'Upload widgets'); see each file's header for its props. */
export { ImageUpload, type ImageUploadProps } from './image-upload';
export { UploadModal, type UploadModalProps } from './upload-modal';
export { FileCell, UploadCell, ProgressCell, downloadFileValue, type CellProps } from './file-cell';
export { ServiceFileList } from './service-file-list';
export { uploadFiles, type UploadFilesInput } from './api/upload-files';
export { findFilesByService, filesByServiceQueryOptions, useFilesByService, storedFilesQueryKey, type ServiceRef } from './api/find-files-by-service';
export { deleteStoredFile, useDeleteStoredFile } from './api/delete-stored-file';
export { getStoredFile, downloadStoredFile } from './api/get-stored-file';
export * from './upload-status';
export { filesFromPaths, pathsOf, settleUploadFile, uploadRequest } from './upload-file-list';
