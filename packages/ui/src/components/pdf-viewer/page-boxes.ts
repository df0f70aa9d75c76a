/** A rectangle on a page as fractions of its width and height (0..1), from its top-left corner. */
export interface PageBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One passage to draw on a page: an id (stable React key) and its boxes, one per line. */
export interface PageHighlight {
  id: string;
  boxes: PageBox[];
}

/** A rectangle in pixels over the rendered page. */
export interface PixelRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A box (fractions of the page) as pixels over a page rendered `width` × `height`. */
export function boxToRect(box: PageBox, width: number, height: number): PixelRect {
  return { left: box.left * width, top: box.top * height, width: box.width * width, height: box.height * height };
}
