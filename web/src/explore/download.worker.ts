/// <reference lib="webworker" />
import { serveTask } from '../worker/protocol';
import { sequenceFile, type SequenceFileRequest } from './sequenceFile';

/**
 * Builds a download file off the page's thread: encoding ten million rows takes the worker
 * a moment and the page nothing. The Blob goes back by reference, not copied.
 */
serveTask<SequenceFileRequest, number, Blob>(self, (request, progress) => sequenceFile(request, progress));
