-- The gurus' portraits as WebP: an SVG image is parsed into a document of its own on the page's main thread (about
-- 20 ms of /chat's start here, four times that on a slow phone); a raster image is decoded off it. The SVGs stay
-- in public/images/gurus/ for pages that still name them.
UPDATE "guru_profiles" SET "image_url" = replace("image_url", '.svg', '.webp') WHERE "image_url" LIKE '/images/gurus/%.svg';
