/**
 * Files dropped on the window (desktop and browser mode alike): the first file's name and text go to `open`; a hint
 * shows while files are dragged over. Other drags (text, links) are left alone.
 */
import { ref } from 'vue';
import type { UploadedFile } from '../stores/game';

export function useFileDrop(open: (file: UploadedFile) => Promise<unknown> | void) {
  const dropping = ref(false);
  const hasFiles = (e: DragEvent) => !!e.dataTransfer && [...e.dataTransfer.types].includes('Files');
  function onDragOver(e: DragEvent): void {
    if (!hasFiles(e)) return;
    e.preventDefault();
    e.dataTransfer!.dropEffect = 'copy';
    dropping.value = true;
  }
  function onDragLeave(e: DragEvent): void {
    if (!e.relatedTarget) dropping.value = false;
  }
  async function onDrop(e: DragEvent): Promise<void> {
    if (!hasFiles(e)) return;
    e.preventDefault();
    dropping.value = false;
    const f = e.dataTransfer!.files[0];
    if (f) await open({ name: f.name, content: await f.text() });
  }
  return { dropping, onDragOver, onDragLeave, onDrop };
}
