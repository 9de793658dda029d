// Demo partner footer script (spec §3 footer): marks the page so tests can see it ran; nothing else.
document.documentElement.dataset.wayfareFooter = 'loaded';
