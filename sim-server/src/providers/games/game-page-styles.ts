/** Inline CSS of the game pages (the CSP allows inline styles, not inline scripts). */
export const GAME_PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#0e1320;color:#f3f5fa;min-height:100vh;display:flex;flex-direction:column}
header{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:12px 16px;background:#161d30;border-bottom:1px solid #2a3350}
h1{font-size:1.15rem;margin:0}
.vendor{color:#9aa6c6;font-size:.85rem}
.mode{font-size:.8rem;padding:4px 10px;border-radius:12px;background:#2e7d32}
.mode.fun{background:#6a4bc4}
.status{display:flex;gap:24px;justify-content:center;padding:10px;background:#121829;font-size:1rem}
.status output{font-weight:700;color:#ffd54f}
main{flex:1;display:flex;flex-direction:column;align-items:center;gap:16px;padding:16px}
.controls{display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:10px}
label{font-size:.95rem}
select,button{font:inherit;border-radius:10px;border:1px solid #3a4670;background:#1f2842;color:#fff;padding:8px 14px;min-height:44px}
button{cursor:pointer;font-weight:700;background:#2f6fed;border-color:#2f6fed}
button.secondary{background:#1f2842;border-color:#3a4670}
button:disabled{opacity:.5;cursor:not-allowed}
button:focus-visible,select:focus-visible{outline:3px solid #ffd54f;outline-offset:2px}
.reels{display:grid;grid-template-columns:repeat(3,minmax(64px,110px));gap:8px;padding:14px;background:#1a2238;border-radius:16px;border:3px solid #ffd54f}
.cell{aspect-ratio:1;background:#fff;border-radius:12px;display:flex;align-items:center;justify-content:center}
.cell svg{width:72%;height:72%}
.cell.payline{box-shadow:inset 0 0 0 3px #2f6fed}
.reels.win .cell.payline{box-shadow:inset 0 0 0 4px #2e7d32;background:#eaffea}
.spinning .cell svg{animation:blur .25s linear infinite}
@keyframes blur{0%{transform:translateY(-6px)}50%{transform:translateY(6px)}100%{transform:translateY(-6px)}}
table{border-collapse:collapse;font-size:.9rem}
th,td{padding:4px 10px;border-bottom:1px solid #2a3350;text-align:left}
td svg{width:24px;height:24px;vertical-align:middle}
.wheel-result{width:110px;height:110px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:2.4rem;font-weight:800;border:6px solid #ffd54f;background:#333}
.wheel-result.red{background:#c62828}.wheel-result.black{background:#111}.wheel-result.green{background:#2e7d32}
fieldset{border:1px solid #2a3350;border-radius:12px;display:flex;flex-wrap:wrap;gap:8px;justify-content:center;max-width:640px}
fieldset label{display:inline-flex;align-items:center;gap:6px;padding:6px 10px;border-radius:8px;background:#1f2842;min-height:44px}
.history{display:flex;gap:6px;flex-wrap:wrap;justify-content:center;min-height:28px}
.history span{padding:2px 8px;border-radius:6px;background:#333}
.history .red{background:#c62828}.history .green{background:#2e7d32}.history .black{background:#111}
.hand{display:flex;flex-direction:column;align-items:center;gap:6px}
.cards{display:flex;gap:8px;min-height:96px}
.card{width:64px;height:92px;border-radius:8px;background:#fff;color:#111;display:flex;flex-direction:column;align-items:center;justify-content:center;font-size:1.4rem;font-weight:700}
.card.red{color:#c62828}.card.back{background:repeating-linear-gradient(45deg,#2f6fed,#2f6fed 6px,#1c4bb3 6px,#1c4bb3 12px)}
.message{min-height:1.5em;font-size:1.1rem;font-weight:700;text-align:center}
.error{background:#5c1a1a;border:1px solid #e53935;padding:12px 16px;border-radius:10px;max-width:520px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.channel-mobile button,.channel-mobile select{min-height:56px;font-size:1.15rem;padding:10px 20px}
.channel-mobile .reels{grid-template-columns:repeat(3,minmax(80px,1fr));width:100%;max-width:420px}
@media (max-width:600px){button,select{min-height:52px}.status{flex-direction:column;align-items:center;gap:4px}}
`;
