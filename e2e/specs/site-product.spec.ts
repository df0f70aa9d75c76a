import { expect, test } from '@playwright/test';

/* The landing's 'see the product' pictures: in the raw HTML, and really loaded in each language. */

test('the product screenshots are in the prerendered HTML with AVIF and WebP sources', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<source type="image\/avif" srcset="\/product\/chat-en-dark-640\.avif 640w, [^"]+" sizes="[^"]+" media="\(prefers-color-scheme: dark\)"/i);
  expect(html).toMatch(/<img class="mk-shot__image" src="\/product\/chat-en-light-\d+\.webp" width="\d+" height="\d+" alt="[^"]+" loading="lazy"/);
  const gu = await (await request.get('/?lang=gu')).text();
  expect(gu).toContain('/product/usage-gu-light-');
});

for (const { lang, query, picture } of [
  { lang: 'English', query: '', picture: '-en-' },
  { lang: 'Gujarati', query: '?lang=gu', picture: '-gu-' },
]) {
  test(`every product screenshot loads on / in ${lang}`, async ({ page }) => {
    await page.goto(`/${query}`);
    const images = page.locator('img.mk-shot__image');
    await expect(images).toHaveCount(4);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(picture);
      expect(await image.getAttribute('alt')).toBeTruthy();
    }
  });
}
