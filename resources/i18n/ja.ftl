# Hit Lab の日本語: 画面に出る言葉のすべてを id ごとに。
# en.ftl と同じ id と変数を持つ (テストが確かめる)。
# キーの名前 (Esc, Page Down, Space) と数字は変数で渡され、そのまま出る。

## 言語の名前 (言語の切り替えで出る)。
lang-name = 日本語

## ゲームとモードの名前。
game-name = Hit Lab
mode-shooter = シューター
mode-raylab = レイ実験室
mode-sokoban = 倉庫番
mode-lessons = レッスン
mode-preferences = 設定
mode-lesson = レッスン
mode-arena-chooser = アリーナ選び
mode-pack-chooser = パック選び
mode-lesson-chooser = レッスン選び
mode-sokoban-editor = 倉庫番エディタ
mode-arena-editor = アリーナエディタ
mode-keys = キー設定
mode-could-not-start = { $mode } を開けません: { $why }
mode-stopped = { $mode } が止まりました: { $why }
lesson-could-not-start = レッスンを開けません: { $why }
no-other-arena = 読み込める別のアリーナがありません

## タイトル画面。
title-subtitle = 当たりはなぜ当たりか: 遊んで学ぶ当たり判定
blurb-shooter = 回る図形に弾を撃つ: 点判定は外し、掃引判定は当てる
blurb-raylab = 長方形・円盤・直線・カプセルにレイを当て、入る点と出る点を見る
blurb-sokoban = 長方形の重なり判定でできた倉庫のパズル
blurb-preferences = 言語、テーマ、配色、文字の大きさ、動き、速さ、音
blurb-lessons = 説明つきのページを順に見せる: { $next } / { $back } でめくる
title-footer = { $digits }、矢印 + { $enter }、クリックで開始    { $help } ヘルプ    { $contrast } コントラスト    { $preferences } 設定    { $language } { $other }    { $fullscreen } 全画面    { $esc } { $esc } 終了
title-quit-armed = もう一度 { $esc } で終了、ほかのキーで戻る

## ヘルプ (F1)。
help-heading = ヘルプ: { $mode }
help-mode-keys = { $mode }のキー
help-title-screen = タイトル画面
help-everywhere = どこでも
help-own-seed = シード { $seed } (どのページもここから始まる)
help-seed = シード { $seed } (--seed { $seed } で再現)
help-closes = { $keys } か { $esc } でヘルプを閉じる
help-app-help = このヘルプを開く・閉じる (モードは止まる)
help-app-theme = プロジェクター用の高コントラスト表示
help-app-sound = 効果音のオン・オフ
help-app-language = 画面の言語: English, 日本語
help-app-fullscreen = 全画面のオン・オフ
help-app-save-screen = 画面を PNG で画像フォルダに保存
help-app-preferences = 設定: 言語、テーマ、配色、文字の大きさ、動き、速さ、音
help-app-back = タイトル画面に戻る
help-app-quit = 終了 ({ $esc } を二回)
help-app-back-arenas = アリーナ選びに戻る
help-app-back-packs = パック選びに戻る
help-app-back-lessons = レッスン選びに戻る
help-page = { $pages } ページ中 { $page } ページ目: { $next } / { $back } でページをめくる
help-title-open = プレイ（キャンペーン）、シューター、レイ実験室、倉庫番、レッスン、設定を開く
help-title-choose = モードを選んで開く
help-title-click = マウスの下のモードを開く
key-mouse-click = クリック
fix-or-leave = 直して保存すれば読み直す。{ $esc }: タイトルに戻る

## 画面の下に出るお知らせ。
toast-sound-on = 効果音オン
toast-sound-off = 効果音オフ
toast-language = 日本語
toast-screen-saved = 画面を保存しました: { $path }
toast-screen-not-saved = 画面を保存できません: { $why }
toast-handout-writing = 配布資料を書いています ...
toast-handout-written = 配布資料を書きました: { $path }
toast-handout-not-written = 配布資料を書けません: { $why }
handout-picture-alt = { $n } ページ目の絵: { $name }

## 選ぶ画面。
chooser-heading-arenas = アリーナを選ぶ
chooser-heading-packs = 倉庫番のパックを選ぶ
chooser-heading-lessons = レッスンを選ぶ
chooser-name-arenas = アリーナ
chooser-name-packs = 倉庫番のパック
chooser-name-lessons = レッスン
chooser-footer = { $up } { $down } / { $page-up }, { $page-down }: 選ぶ   { $open }: 開く   文字で絞り込み   { $esc }: タイトル
chooser-footer-export = { $up } { $down } / { $page-up }, { $page-down }: 選ぶ   { $open }: 開く   文字で絞り込み   { $export }: 配布資料   { $alone }: ひとりで   { $esc }: タイトル
chooser-footer-edit = { $up } { $down } / { $page-up }, { $page-down }: 選ぶ   { $open }: 開く   文字で絞り込み   { $edit }: 編集   { $esc }: タイトル
chooser-found = { $kind ->
    [arenas] アリーナ
    [packs] パック
   *[lessons] レッスン
} { $found } 件{ $range }   ·   文字で絞り込み
chooser-filter = 絞り込み: { $filter }{ $range }
chooser-range = {"   ·   "}カード { $of } 枚中 { $first }–{ $last } 枚目
chooser-nothing-found = 何もありません: レベルのフォルダにファイルを置く (hitlab paths が場所を示す)
chooser-no-match = その文字を含むカードはありません: { $erase } で消す
help-chooser-previous = 上のカード
help-chooser-next = 下のカード
help-chooser-open = 選んだカードを開く
help-chooser-filter = その文字を含むカードだけを出す
help-chooser-erase = 絞り込みの文字を一つ消す
help-chooser-click = カードを開く
help-chooser-export = 選んだレッスンの配布資料を画像フォルダに書く
help-chooser-edit-arena = 選んだアリーナをアリーナエディタで編集
key-letters = 文字
key-click = クリック
card-does-not-load = 読み込めません: ファイルを直してもう一度開く
card-round-seconds = 一回 { $seconds } 秒
card-practice = 練習、時間なし
card-best = 最高 { $best }
card-no-best = 最高記録なし
card-arena-line = 最初は{ $detection }   ·   { $clock }   ·   { $best }
card-pack-line = { $levels } レベル   ·   解いた数 { $solved }
card-lesson-line = 全 { $steps } ページ   ·   { $modes }
card-all-lessons = 付属のレッスンを全部続けて
card-all-lessons-about = ゲームについてくるレッスンを一つずつ順に
card-all-lessons-next = 最後のページで { $next } を押すと次のレッスンへ
list-separator = {"、"}

## 当たり判定の名前。
detection-point = 点判定
detection-swept = 掃引判定
detection-spin = 回転判定

## 各操作の説明 (ヘルプ): control-<モード>-<スクリプト名>。
control-shooter-rotate-left = 飛行機を左に回す (1 ステップに { $degrees })
control-shooter-rotate-right = 飛行機を右に回す (1 ステップに { $degrees })
control-shooter-toggle-move = 動く・止まる
control-shooter-thrust = 押している間前に進む
control-shooter-fire = 撃つ (押し続けると連射)
control-shooter-toggle-detection = 当たり判定を切り替え: 点 / 掃引 / 回転
control-shooter-pause = 一時停止・再開
control-shooter-step-once = 1 ステップ進める (一時停止中・巻き戻し中)
control-shooter-slower = スロー: 半分の速さ、1/8 まで
control-shooter-faster = 速く、元の速さまで
control-shooter-toggle-debug = デバッグ表示: 三角形、境界、軌跡
control-shooter-toggle-broad-phase = 広域判定のオン・オフ (総当たり)
control-shooter-toggle-step-stats = 1 ステップの数字: 弾、組、判定、µs、fps
control-shooter-select-next = 次の的を選ぶ: そのローカル座標の図
control-shooter-restart = 新しい回
control-shooter-next-arena = 次のアリーナ (終わりの画面で)
control-shooter-edit = このアリーナをアリーナエディタで編集
control-shooter-rewind = 巻き戻し: 1 ステップ戻る (押し続けると続けて)、10 秒まで
control-shooter-replay = 巻き戻した所からゆっくり再生し、今に戻る
keys-on-end-screen = 終わりの画面で
key-aim-line = 照準線
help-shooter-click = 的を選ぶ: そのローカル座標の図
help-shooter-aim-line = その輪: 今撃った弾が今の判定で止まる所
control-sokoban-up = 上へ歩く・押す
control-sokoban-down = 下へ歩く・押す
control-sokoban-left = 左へ歩く・押す
control-sokoban-right = 右へ歩く・押す
control-sokoban-undo = 最後の手を取り消す
control-sokoban-redo = 取り消した手をやり直す
control-sokoban-restart = レベルをやり直す (取り消しで戻せる)
control-sokoban-next-level = 次のレベル
control-sokoban-prev-level = 前のレベル
control-sokoban-level-select = レベル一覧を開く・閉じる
control-sokoban-confirm = 選んだレベルを遊ぶ / 解いた後に進む
control-sokoban-export = ここまでの手を LURD でデータフォルダに保存
control-sokoban-replay = 保存した手を再生、なければパックの解答
control-sokoban-list-first = レベル一覧: 最初
control-sokoban-list-last = レベル一覧: 最後
control-sokoban-digit-0 = レベル一覧: 番号を打つ (0)
control-sokoban-digit-1 = レベル一覧: 番号を打つ (1)
control-sokoban-digit-2 = レベル一覧: 番号を打つ (2)
control-sokoban-digit-3 = レベル一覧: 番号を打つ (3)
control-sokoban-digit-4 = レベル一覧: 番号を打つ (4)
control-sokoban-digit-5 = レベル一覧: 番号を打つ (5)
control-sokoban-digit-6 = レベル一覧: 番号を打つ (6)
control-sokoban-digit-7 = レベル一覧: 番号を打つ (7)
control-sokoban-digit-8 = レベル一覧: 番号を打つ (8)
control-sokoban-digit-9 = レベル一覧: 番号を打つ (9)
help-sokoban-digits = レベル一覧: 番号を打ってそこへ
help-sokoban-list-edit = レベル一覧: 選んだレベルを編集
key-click-cell = マスをクリック
key-drag-box = 箱をドラッグ
help-sokoban-click = 一番短い道でそこへ歩く
help-sokoban-drag = 押す回数が一番少ない道を出す、離すと押す
keys-while-presenting = 発表中
keys-while-asking = 問いの答えを待つ間

## シューター: HUD、F3 の表、ローカル座標の図、終わりの表、フッター。
hud-detection = { $now }  ({ $key }: { $next })
hud-counts = 発射 { $shots }   命中 { $hits }   命中率 { $accuracy }%
hud-tip-counts = 先端で防いだ { $saves }  先端すり抜け { $misses }
hud-spin-counts = 回転で防いだ { $saves }  回転すり抜け { $misses }
hud-practice = 練習: 時間なし
hud-time = 時間 { $time }
hud-time-waiting = 時間 { $time }  (最初に動くと始まる)
hud-score = 得点 { $score }   最高 { $best }   { $time }
hud-paused = 一時停止 ({ $step }: 1 ステップ, { $resume }: 再開)
hud-speed = 速さ { $fraction }
hud-debug = デバッグ
hud-rewound = 巻き戻し −{ $seconds } 秒 ({ $back }: 戻る, { $replay }: 再生)
hud-replaying = 再生中 −{ $seconds } 秒 ({ $replay }: 止める, { $back }: 戻る)
step-grid = 格子
step-brute-force = 総当たり
step-way = { $way } ({ $key }: 切替)   弾 { $shells }
step-pairs = 組 { $pairs }   正確な判定 { $tests }
step-times = 広域 { $broad } µs   詳細 { $narrow } µs   描画 { $draw } µs   { $fps } fps
inset-title = 的 { $target }: ローカル座標
inset-subtitle = 初期状態、各弾の M(s)^-1·P
inset-triangle = 三角形 #{ $triangle } の中
inset-edges = 辺: { $edges }
inset-inside = 三つとも ≥ 0: 中
inset-tip-save = 掃引判定で辺に当たる: 先端で防いだ
inset-spin-save = 回転判定で辺に当たる: 回転で防いだ
inset-no-hit = この的にはまだ当たりなし
inset-nearest = 一番近い三角形 #{ $triangle }
inset-outside = 一つが < 0: 外、まだ当たりなし
inset-thin = 細い線: 弾の本当の軌跡
inset-thick = 太い線: { $detection }が見たもの
and-separator = {"と"}
or-separator = {" か "}
end-round-over = 終わり
end-score = 得点 { $score }
end-score-best = 得点 { $score }   最高記録!
end-arena-best = { $arena }: 最高 { $best }
end-accuracy = 命中率 { $accuracy }%  ({ $shots } 発中 { $hits } 命中)
end-played-with = 使った判定: { $tests }
end-broken = 壊した的 { $broken }
end-time = 時間 { $time }
end-keys = { $again }: もう一回    { $next }: 次のアリーナ
end-back = { $esc }: 戻る
end-best-not-saved = 最高記録を保存できません: { $why }
footer-rotate = { $key }: 回る
footer-move = { $key }: 動く/止まる
footer-thrust = { $key }: 進む
footer-fire = { $key }: 撃つ (長押し: 連射)
footer-local-view = { $key }/クリック: ローカル座標
footer-debug = { $key }: デバッグ
footer-slow-motion = { $key }: スロー
footer-all-keys = { $key }: 全部のキー
arena-builtin-refused = { $refused }; 内蔵のアリーナも: { $builtin }

## 読み込めなかったファイルの帯: 見出しは訳し、問題そのものは hitlab check と同じ英語のまま。
banner-playing-builtin = 内蔵のアリーナで遊んでいる
banner-still-playing = 前の正しい版で遊んでいる

## 拡大と移動 (世界を見せるどのモードでも)。
key-zoom = ホイール, { $in } と { $out }
key-right-drag = 右ドラッグ
help-view-zoom = 拡大・縮小 (ホイールはマウスの所を中心に)
help-view-pan = 見る所を動かす (中ドラッグ、Shift + 左ドラッグでも)
help-view-fit = 場面を窓に合わせ直す
banner-nothing-to-play = 読み込めるまで遊べるものなし
banner-last-good-version = このレベルの前の正しい版で遊んでいる

## 倉庫番。
sokoban-no-valid-level = このパックに正しいレベルがありません: { $key } で理由を見る
sokoban-level = レベル { $number }/{ $of }: { $name }
sokoban-moves = 手数 { $moves }   押した数 { $pushes }
sokoban-moves-pushes = { $moves } 手、押し { $pushes } 回
sokoban-solved-best = ✓ 解いた · { $medal } · 最高 { $best }
sokoban-not-solved-keys = まだ解いていない · { $key } でキー一覧
sokoban-not-solved = まだ解いていない
sokoban-solved-by-replay = 再生で解けた · 記録には残らない
sokoban-solved = 解けた!
sokoban-solved-last = 最後のレベル: レベル一覧へ
sokoban-solved-next = 次のレベル
sokoban-solved-keys = { $confirm }: { $enter } · { $unsolved }: 次の未解決 · { $undo }: 取り消す · { $export }: 手を保存
sokoban-choose-level = レベルを選ぶ ({ $up } { $down }、{ $confirm }。{ $back } で戻る)
sokoban-typed = {"   "}入力: { $typed }
sokoban-list-keys = { $prev } / { $next }: { $page } ずつ   { $first } / { $last }: 最初 / 最後   { $digits }: 番号へ   { $unsolved }: 次の未解決   { $edit }: 編集   { $of } レベル中 { $entry } 番目{ $typed }
sokoban-list-best = ✓ { $medal } · 最高 { $best }{ $lines }
sokoban-list-skipped = { $number }  飛ばした: { $problem }

## レッスンの帯と帯の知らせ。
help-lesson-next = 次のページ
help-lesson-back = 前のページ
help-lesson-reset = ページをシードからやり直す
help-lesson-class = 矢印と Space をクラスに渡す (止まったページは動き出す)、または取り戻す
lesson-ended = レッスン終わり: { $back } で戻る、{ $esc } でタイトル
lesson-ended-chooser = レッスン終わり: { $back } で戻る、{ $esc } でレッスン選び
lesson-class-plays = クラスが遊ぶ: { $play } でページを遊ぶ ({ $class } で取り戻す)   { $next } 次   { $back } 前   { $reset } やり直し
lesson-class-plays-last = クラスが遊ぶ: { $play } でページを遊ぶ ({ $class } で取り戻す)   { $back } 前   { $reset } やり直し
lesson-last-step = 最後のページ   { $back } 前   { $reset } やり直し   { $class }: クラスが遊ぶ
lesson-keys = { $next } 次   { $back } 前   { $reset } やり直し   { $class }: クラスが遊ぶ
lesson-none-shipped = リソースにレッスン (lessons/*.toml) がありません
lesson-not-loaded = { $path }: 読み込めません
lesson-step-problem = { $step } ページ目: { $problem }
banner-staying-on-lesson = このレッスンのまま
banner-step-before = 前のページを見せたまま
banner-last-good-lesson = 前の正しいレッスンを見せたまま
banner-heading = { $summary } ({ $fallback }):
banner-refused = { $file } は読み込めません: 問題 { $count } 件
banner-more = (ほか { $hidden } 件: ファイルに `hitlab check` を使うと全部出る)

## レイ実験室のキー。
help-raylab-scene = 場面を選ぶ
help-raylab-ray-moves = レイの始点を動かす (場面 5: カプセル A)
help-raylab-drag = レイの始点、点、図形をドラッグ。ほかの所ではレイを向ける
help-raylab-script = 押したままの操作はステップごとに効く: `0:{ $control }*45` で 45° 回る
key-mouse-drag = マウスでドラッグ
key-script = スクリプト
control-raylab-next-case = 次の用意された例 (当たり、外れ、中、平行...)
control-raylab-reset-scene = 場面を元に戻す
control-raylab-next-scene = 次の場面
control-raylab-prev-scene = 前の場面
control-raylab-scene-1 = 場面 1: レイと軸に平行な長方形 (スラブ法)
control-raylab-scene-2 = 場面 2: レイと回った長方形
control-raylab-scene-3 = 場面 3: レイと円盤
control-raylab-scene-4 = 場面 4: 直線と直線
control-raylab-scene-5 = 場面 5: 線分の距離とカプセル
control-raylab-scene-6 = 場面 6: レイとカプセル
control-raylab-scene-7 = 場面 7: 自由な場面、最初の当たり
control-raylab-up = 図形を上へ動かす (1 ステップに 0.05)
control-raylab-down = 図形を下へ動かす
control-raylab-left = 図形を左へ動かす
control-raylab-right = 図形を右へ動かす
control-raylab-rotate-shape = 長方形・カプセルを左回りに回す (1 ステップに 1°)
control-raylab-rotate-shape-back = 長方形・カプセルを右回りに回す
control-raylab-rotate-ray = レイを左回りに回す (1 ステップに 1°)
control-raylab-rotate-ray-back = レイを右回りに回す
control-raylab-ray-up = レイの始点を上へ動かす
control-raylab-ray-down = レイの始点を下へ動かす
control-raylab-ray-left = レイの始点を左へ動かす
control-raylab-ray-right = レイの始点を右へ動かす
control-raylab-rotate-left-line = 左の直線を左回りに回す (1 ステップに 1°)
control-raylab-rotate-left-line-back = 左の直線を右回りに回す
control-raylab-rotate-right-line = 右の直線を左回りに回す
control-raylab-rotate-right-line-back = 右の直線を右回りに回す
value-yes = はい
value-no = いいえ

## 倉庫番の一行のお知らせ。
sokoban-skipped = { $count } レベルを飛ばした。{ $key } で理由と一覧
sokoban-reload-skipped = {" "}(正しくない { $count } レベルを飛ばした。{ $key } で一覧)
sokoban-reloaded = パックを読み直した{ $note }
sokoban-level-changed = このレベルが変わったのでやり直し{ $note }
sokoban-level-invalid = 遊んでいたレベルが正しくなくなった{ $note }
sokoban-level-rejected = レベル { $level } は正しくない: 前の正しい版で遊んでいる
sokoban-last-level = このパックの最後のレベルでした
sokoban-progress-not-saved = { $folder } に進み具合を保存できません: { $why }
sokoban-no-data-folder = データフォルダがないので保存しなかった
sokoban-exported = { $moves } 手を保存した: { $path }
sokoban-not-exported = { $path } に書けません: { $why }
sokoban-nothing-to-replay = 再生するものなし: まず { $key } で手を保存
sokoban-replaying-saved = 保存した手を再生中
sokoban-replaying-solution = パックの解答を再生中
# 拒んだ手の理由。その元になった長方形の重なり判定の名で言う。
sokoban-refused-worker-wall = 進めない: 作業員の調べ枠が壁と重なる (長方形の重なり判定)
sokoban-refused-box-wall = 進めない: 箱の調べ枠が壁と重なる (長方形の重なり判定)
sokoban-refused-box-box = 進めない: 箱の調べ枠が別の箱と重なる (長方形の重なり判定)
sokoban-refused-no-push-path = 道がない: 箱をそこへ押せない
sokoban-refused-no-walk-path = 道がない: 作業員はそのマスへ行けない

## レイ実験室の場面: 題、判定の文、用意された例。
raylab-title-1 = 1  レイと軸に平行な長方形 (スラブ法)
raylab-title-2 = 2  レイと回った長方形 (ローカル i/j 座標)
raylab-title-3 = 3  レイと円盤 (二次方程式、判別式 D/4)
raylab-title-4 = 4  直線と直線 (連立方程式、2×2 の逆行列)
raylab-title-5 = 5  線分の距離とカプセル
raylab-title-6 = 6  レイとカプセル (帯 + 二つの円盤)
raylab-title-7 = 7  自由な場面: 最初の当たりが勝ち
raylab-the-rect = 長方形
raylab-the-disk = 円盤
raylab-the-capsule = カプセル
raylab-verdict-miss = 外れ: レイは{ $what }に届かない
raylab-verdict-grazes = { $what }をかすめる: 触れる点は一つ
raylab-verdict-hit = 当たり: P0 で{ $what }に入り、P1 で出る
raylab-verdict-inside = { $what }の中から始まる: 出る点だけ
raylab-verdict-slab-parallel = 外れ: スラブに平行で、その外
raylab-verdict-slab-y-first = 外れ: X に入る前に Y のスラブを出る (inX > outY)
raylab-verdict-slab-x-first = 外れ: Y に入る前に X のスラブを出る (inY > outX)
raylab-verdict-slab-behind = 外れ: 長方形はレイの後ろ (出る t < 0)
raylab-verdict-disk-behind = 外れ: 二つの根とも始点の後ろ (t < 0)
raylab-verdict-disk-misses = 外れ: D/4 < 0、直線は円盤に届かない
raylab-verdict-lines-cross = 二つの直線は R で交わる
raylab-verdict-lines-parallel = 平行: |A| = 0、交点なし
raylab-verdict-lines-coincident = 重なる: 一本の直線。R = P と Q の中点
raylab-verdict-lines-degenerate = 答えなし: 向きが 0 か有限でない
raylab-verdict-capsules-touch = カプセルが触れる: d = { $d } ≤ r1 + r2 = { $sum }
raylab-verdict-capsules-apart = 離れている: d = { $d } > r1 + r2 = { $sum }
raylab-verdict-not-finite = 答えなし: 点が有限でない
raylab-verdict-free-inside = 図形 { $number } ({ $name }) の中から始まる: その出る点が最初
raylab-verdict-free-hit = 最初の当たり: 図形 { $number } ({ $name })
raylab-verdict-free-miss = 外れ: レイはどの図形にも届かない
raylab-case-modified = { $case } (変えた)
raylab-case-crossing = 横切る
raylab-case-miss-leaves-y-before-entering-x = 外れ: X に入る前に Y を出る
raylab-case-axis-parallel-ray = 軸に平行なレイ
raylab-case-starts-inside = 中から始まる
raylab-case-grazes-a-corner = 角をかすめる
raylab-case-runs-along-an-edge = 辺に沿って進む
raylab-case-rect-behind-the-ray = 長方形がレイの後ろ
raylab-case-miss = 外れ
raylab-case-ray-parallel-to-the-i-axis = i 軸に平行なレイ
raylab-case-miss-d-0 = 外れ (D/4 < 0)
raylab-case-tangent-d-0 = 接する (D/4 = 0)
raylab-case-disk-behind-the-ray = 円盤がレイの後ろ
raylab-case-parallel = 平行
raylab-case-coincident = 重なる
raylab-case-apart = 離れている
raylab-case-capsules-touch = カプセルが触れる
raylab-case-parallel-segments = 平行な線分
raylab-case-segments-cross = 線分が交わる
raylab-case-b-is-a-single-point = B が一つの点
raylab-case-hits-the-side = 横に当たる
raylab-case-hits-a-cap = 端の円盤に当たる
raylab-case-parallel-to-the-axis = 軸に平行
raylab-case-first-hit-the-rect = 最初の当たり: 長方形
raylab-case-starts-inside-the-disk = 円盤の中から始まる
raylab-case-misses-everything = 全部外れ
raylab-help-turn-ray-ccw = レイを左回りに回す、1 ステップに 1°
raylab-help-turn-ray-cw = レイを右回りに回す
raylab-help-move-rect-left = 長方形を左へ
raylab-help-move-rect-down = 長方形を下へ
raylab-help-move-rect-up = 長方形を上へ
raylab-help-move-rect-right = 長方形を右へ
raylab-help-turn-rect-ccw = 長方形を左回りに回す、1 ステップに 1°
raylab-help-turn-rect-cw = 長方形を右回りに回す
raylab-help-move-disk-left = 円盤を左へ
raylab-help-move-disk-down = 円盤を下へ
raylab-help-move-disk-up = 円盤を上へ
raylab-help-move-disk-right = 円盤を右へ
raylab-help-move-capsule-left = カプセルを左へ
raylab-help-move-capsule-down = カプセルを下へ
raylab-help-move-capsule-up = カプセルを上へ
raylab-help-move-capsule-right = カプセルを右へ
raylab-help-turn-capsule-ccw = カプセルを左回りに回す、1 ステップに 1°
raylab-help-turn-capsule-cw = カプセルを右回りに回す
raylab-help-move-origin-left = レイの始点を左へ
raylab-help-move-origin-down = レイの始点を下へ
raylab-help-move-origin-up = レイの始点を上へ
raylab-help-move-origin-right = レイの始点を右へ
raylab-help-turn-shapes-ccw = 回った長方形とカプセルを回す
raylab-help-turn-shapes-cw = それらを右回りに回す
raylab-help-turn-left-line-ccw = 左の直線を左回りに回す、1 ステップに 1°
raylab-help-turn-left-line-cw = 左の直線を右回りに回す
raylab-help-turn-right-line-ccw = 右の直線を左回りに回す
raylab-help-turn-right-line-cw = 右の直線を右回りに回す
raylab-help-move-capsule-b-left = カプセル B を左へ
raylab-help-move-capsule-b-down = カプセル B を下へ
raylab-help-move-capsule-b-up = カプセル B を上へ
raylab-help-move-capsule-b-right = カプセル B を右へ
raylab-help-turn-capsule-b-ccw = カプセル B を回す、1 ステップに 1°
raylab-help-turn-capsule-b-cw = カプセル B を右回りに回す
raylab-help-turn-capsule-a-ccw = カプセル A を回す、1 ステップに 1°
raylab-help-turn-capsule-a-cw = カプセル A を右回りに回す
raylab-help-move-capsule-a-up = カプセル A を上へ
raylab-help-move-capsule-a-down = カプセル A を下へ
raylab-help-move-capsule-a-left = カプセル A を左へ
raylab-help-move-capsule-a-right = カプセル A を右へ
raylab-case-loaded = 読み込んだ例
raylab-value-none = なし
raylab-value-none-inside = なし (中)
raylab-value-no-roots = なし (D/4 < 0)
raylab-value-miss = 外れ
raylab-value-inside-band = 帯の中
raylab-value-band-not-crossed = 横切らない (平行か外れ)
raylab-value-cap-a = A の端の円盤
raylab-value-cap-b = B の端の円盤
raylab-value-side = 横 (帯)
raylab-value-clamped-start = はい、始まり (0)
raylab-value-clamped-end = はい、終わり (1)
raylab-value-not-clamped = いいえ、中

## レイ実験室の表の行と図の名前: 言葉のあるものと、日本語の書き方が違う式
## (判別式は D/4)。ここにない名前は記号のまま出る (P0, inX, r1 + r2)。
raylab-label-angle = 角度°
raylab-label-hit = 当たり
raylab-label-t-entry = 入る t
raylab-label-t-exit = 出る t
raylab-label-normal = 法線
raylab-label-P0-on = P0 のある所
raylab-label-P1-on = P1 のある所
raylab-label-band-t-in = 帯に入る t
raylab-label-band-t-out = 帯を出る t
raylab-label-band-in = 帯に入る
raylab-label-band-out = 帯を出る
raylab-label-band = 帯
raylab-label-roots = 解
raylab-label-D-b-minus-c = D/4 = b²−c
raylab-label-t-minus-minus-b-minus-D = t− = −b−√(D/4)
raylab-label-t-plus-minus-b-plus-D = t+ = −b+√(D/4)
raylab-label-first = 最初
raylab-label-first-t = 最初の t
raylab-label-first-point = 最初の点
raylab-label-later = 後の当たり
raylab-label-a-angle = a の角度°
raylab-label-b-angle = b の角度°
raylab-label-R-mid-P-Q = R (P と Q の中点)
raylab-label-local-R0-m-ui-m-uj = ローカル R0 (m·ui, m·uj)
raylab-label-local-v-v-ui-v-uj = ローカル v (v·ui, v·uj)
raylab-label-rect-angle = 長方形の角度°
raylab-label-touch-d-r1-plus-r2 = 触れる (d ≤ r1 + r2)
raylab-label-t1-on-A = A 上の t1
raylab-label-t2-on-B = B 上の t2
raylab-label-t1-clamped = t1 を 0–1 に収めた
raylab-label-t2-clamped = t2 を 0–1 に収めた
raylab-label-P1-on-A = A 上の P1
raylab-label-P2-on-B = B 上の P2
raylab-label-min = min (左下の角)
raylab-label-max = max (右上の角)
## 自由な場面の図形の名前 (判定の文と "2 円盤: t" の行)。
raylab-shape-rect = 長方形
raylab-shape-rotated-rect = 回った長方形
raylab-shape-disk = 円盤
raylab-shape-capsule = カプセル

# Arena editor: properties
arena-editor-properties-arena = アリーナ
arena-editor-properties-keys = { $fields } 項目 · { $step } 値 (Shift ×10、Ctrl ×0.1) · { $type } 入力
arena-editor-properties-typing = 入力中: { $keep } で決定、{ $cancel } で取り消し
keys-on-text-field = 文字の項目で
control-arena-editor-next-field = 項目: 次の項目へ
control-arena-editor-previous-field = 項目: 前の項目へ
control-arena-editor-increase = 項目: 値を一段上げる (または次の選択肢)
control-arena-editor-decrease = 項目: 値を一段下げる (または前の選択肢)
control-arena-editor-increase-fine = 項目: 値を十分の一段上げる
control-arena-editor-decrease-fine = 項目: 値を十分の一段下げる
control-arena-editor-increase-coarse = 項目: 値を十段上げる
control-arena-editor-decrease-coarse = 項目: 値を十段下げる
control-arena-editor-edit-text = 項目: 文字の項目に入力する。Enter で決定、Esc で取り消し

# Arena editor

## アリーナエディタ (hitlab edit ARENA.toml)。数はファイルの書き方のまま。
arena-editor-title = 編集中: { $file }
arena-editor-title-unsaved = 編集中: { $file }  (未保存)
arena-editor-status = アリーナ { $width } × { $height }   判定: { $detection }   { $grid }   取り消し { $undo } · やり直し { $redo }
arena-editor-grid-on = グリッド オン
arena-editor-grid-off = グリッド オフ
arena-editor-flight = {"   "}弾 { $speed }/ステップ、{ $cooldown } ステップごと   飛行機の回転 { $turn }°/ステップ
arena-editor-hits = { $hits } 回で壊れる
arena-editor-kind-star = 星
arena-editor-kind-moon = 月
arena-editor-kind-ellipse = 楕円
arena-editor-kind-letter = 文字
arena-editor-kind-rect = 長方形
arena-editor-kind-disk = 円盤
arena-editor-part-plane = 飛行機の初期位置
arena-editor-part-target = 的 { $number } ({ $kind })
arena-editor-part-obstacle = 障害物 { $number } ({ $kind })
arena-editor-nothing-selected = 何も選んでいない: { $select } かクリックで選ぶ。
arena-editor-at = 位置 [{ $x }, { $y }]
arena-editor-heading = 向き { $degrees }°
arena-editor-pose = 角度 { $degrees }°   大きさ { $scale }
arena-editor-spin = 回転 { $degrees }°/ステップ
arena-editor-star = 先 { $tips } 本、半径 { $outer } (内側 { $inner })
arena-editor-letter = 文字「{ $character }」
arena-editor-rect = 大きさ { $width } × { $height }   角度 { $degrees }°
arena-editor-disk = 半径 { $radius }
arena-editor-no-problems = 問題なし: このままで読める。
arena-editor-problems = 問題 { $count } 件 (hitlab check の言葉で):
arena-editor-saved = 保存しました: { $file }
arena-editor-saved-elsewhere = このアリーナはゲームの一部で変えられない: { $file } として保存しました
arena-editor-save-failed = 保存できません: { $why }
arena-editor-unsaved-on-leaving = 未保存の変更: { $save } で保存、もう一度 { $esc } で保存せずに出る
arena-editor-unsaved-on-closing = 未保存の変更: { $save } で保存、もう一度ウィンドウを閉じると保存せずに終了
arena-editor-changed-elsewhere = ファイルが外で変わりました。変更はそのまま、保存すると上書きします。
arena-editor-reloaded = ファイルが外で変わりました: 今の形で開き直しました。
arena-editor-cannot-play = 先に問題を直して: このままでは読めない。
arena-editor-playing = 編集中のアリーナで遊ぶ: { $back } でエディタに戻る
arena-editor-hint-select = { $keys } 選ぶ
arena-editor-hint-move = { $keys } 動かす
arena-editor-hint-rotate = { $keys } 回す
arena-editor-hint-scale = { $keys } 大きさ
arena-editor-hint-spin = { $keys } 回転
arena-editor-hint-add = { $keys } 足す
arena-editor-hint-undo = { $keys } 取り消す
arena-editor-hint-save = { $keys } 保存
arena-editor-hint-play = { $keys } 遊ぶ
arena-editor-hint-all-keys = { $keys } キー一覧
arena-editor-help-select = 次 / 前の部品を選ぶ (飛行機、的、障害物)
arena-editor-help-move = 選んだ部品を動かす (グリッド一つ)
arena-editor-help-nudge = 選んだ部品を少し動かす
arena-editor-help-rotate = 選んだ部品を左 / 右に回す (15°)
arena-editor-help-scale = 選んだ部品を小さく / 大きく (大きさ 0.1)
arena-editor-help-spin = 選んだ的の回転に 1 ステップあたり 1° 足す (左回り / 右回り)
arena-editor-help-tips = 選んだ星: 先を一つ増やす / 減らす
arena-editor-help-thinner = 選んだ星: 先を細く / 太く
arena-editor-help-hits = 選んだ的: 壊すまでの回数を増やす / 減らす
arena-editor-help-letter = 選んだ文字: 次 / 前の文字
arena-editor-help-add = 的を足す: 星、月、楕円、文字。障害物を足す: 長方形、円盤
arena-editor-help-width = アリーナを広く / 狭く
arena-editor-help-height = アリーナを高く / 低く
arena-editor-help-shells = 弾を 1 ステップあたり 0.05 速く / 遅く
arena-editor-help-cooldown = 弾の間隔を 1 ステップ長く / 短く
arena-editor-help-turn = 飛行機の回転を 1 ステップあたり 0.5° 速く / 遅く
arena-editor-help-fields = プロパティ: 次 / 前の項目
arena-editor-help-value = プロパティ: 選んだ値を一段上げる / 下げる (Shift: 十段、Ctrl: 十分の一)
arena-editor-help-click-keys = クリック、ドラッグ
arena-editor-help-click = 部品を選んで動かす (グリッドがオンなら合わせる)
arena-editor-help-handles-keys = ハンドルをドラッグ
arena-editor-help-handles = 点は選んだ部品をポインタに向け、輪は大きさを変える
arena-editor-cannot-open = { $file }: 編集できません: { $why }
arena-editor-no-file = アリーナエディタにはファイルが要る: hitlab edit FILE

## アリーナエディタの操作 (ヘルプ)。
control-arena-editor-select-next = 次の部品を選ぶ (飛行機、的、障害物)
control-arena-editor-select-previous = 前の部品を選ぶ
control-arena-editor-move-left = 選んだ部品を左へ (グリッド一つ)
control-arena-editor-move-right = 選んだ部品を右へ
control-arena-editor-move-up = 選んだ部品を上へ
control-arena-editor-move-down = 選んだ部品を下へ
control-arena-editor-nudge-left = 選んだ部品を少し左へ
control-arena-editor-nudge-right = 選んだ部品を少し右へ
control-arena-editor-nudge-up = 選んだ部品を少し上へ
control-arena-editor-nudge-down = 選んだ部品を少し下へ
control-arena-editor-rotate-left = 選んだ部品を左に回す (15°)
control-arena-editor-rotate-right = 選んだ部品を右に回す (15°)
control-arena-editor-grow = 選んだ部品を大きく (大きさ +0.1)
control-arena-editor-shrink = 選んだ部品を小さく (大きさ −0.1)
control-arena-editor-spin-up = 選んだ的の回転に左回りで 1 ステップあたり 1° 足す
control-arena-editor-spin-down = 選んだ的の回転に右回りで 1 ステップあたり 1° 足す
control-arena-editor-more-tips = 選んだ星: 先を一つ増やす
control-arena-editor-fewer-tips = 選んだ星: 先を一つ減らす
control-arena-editor-thinner = 選んだ星: 先を細く
control-arena-editor-fatter = 選んだ星: 先を太く
control-arena-editor-more-hits = 選んだ的: 壊すまでの回数を増やす
control-arena-editor-fewer-hits = 選んだ的: 壊すまでの回数を減らす
control-arena-editor-next-letter = 選んだ文字: 次の文字
control-arena-editor-previous-letter = 選んだ文字: 前の文字
control-arena-editor-add-star = 星の的を足す
control-arena-editor-add-moon = 月の的を足す
control-arena-editor-add-ellipse = 楕円の的を足す
control-arena-editor-add-letter = 文字の的を足す
control-arena-editor-add-rect = 長方形の障害物を足す
control-arena-editor-add-disk = 円盤の障害物を足す
control-arena-editor-duplicate = 選んだ的か障害物を写す
control-arena-editor-delete = 選んだ的か障害物を消す
control-arena-editor-wider = アリーナを広く
control-arena-editor-narrower = アリーナを狭く
control-arena-editor-taller = アリーナを高く
control-arena-editor-shorter = アリーナを低く
control-arena-editor-faster-shells = 弾を 1 ステップあたり 0.05 速く
control-arena-editor-slower-shells = 弾を 1 ステップあたり 0.05 遅く
control-arena-editor-longer-cooldown = 弾の間隔を 1 ステップ長く
control-arena-editor-shorter-cooldown = 弾の間隔を 1 ステップ短く
control-arena-editor-turn-faster = 飛行機の回転を 1 ステップあたり 0.5° 速く
control-arena-editor-turn-slower = 飛行機の回転を 1 ステップあたり 0.5° 遅く
control-arena-editor-detection = 回の初めの当たり判定を次へ
control-arena-editor-grid = グリッドに合わせるオン・オフ
control-arena-editor-undo = 最後の変更を取り消す
control-arena-editor-redo = 取り消した変更をやり直す
control-arena-editor-save = ファイルを保存
control-arena-editor-play = 今のアリーナで遊ぶ。Esc でエディタに戻る

# Sokoban editor

## 倉庫番エディタ (hitlab edit PACK.xsb)。$states は区切り済みの数 ("12,345")。
sokoban-editor-untitled = レベル { $number }
sokoban-editor-heading = 編集中 { $file }: レベル { $number } / { $count }、{ $name }
sokoban-editor-heading-changed = 編集中 { $file }: レベル { $number } / { $count }、{ $name }   (変更あり、未保存)
sokoban-editor-palette = 描く:
sokoban-editor-tool-wall = 壁
sokoban-editor-tool-floor = 床
sokoban-editor-tool-goal = ゴール
sokoban-editor-tool-box = 箱
sokoban-editor-tool-box-on-goal = ゴール上の箱
sokoban-editor-tool-worker = 作業員
sokoban-editor-tool-erase = 消す
sokoban-editor-blank = 盤が空: 壁を描いて始める
sokoban-editor-no-wall-in-first-row = 一番上の行に壁が要る。ないとファイルが盤として読めない
sokoban-editor-no-such-level = そこにレベルはない
sokoban-editor-would-not-read-back = このレベルの周りの文字のせいで、描いたとおりに読み戻せません (閉じていない Comment: ?)。ファイルを文字で直してください
sokoban-editor-not-done = できません: { $why }
sokoban-editor-playable = レベルになっている: 作業員 1 人、箱 { $boxes } 個と同じ数のゴール
sokoban-editor-not-a-level = まだレベルではない: { $why }
sokoban-editor-solving = 解いている ... これまで { $states } 状態
sokoban-editor-solvable = 解ける: 押す回数は最少 { $pushes } ({ $moves } 手)、{ $states } 状態を調べた
# $count は $states と同じ数 (区切りなし): 英語が単数と複数を選ぶのに使う。
sokoban-editor-no-solution = { $count ->
   *[other] 解けない: 届く { $states } 状態を全部調べた
}
sokoban-editor-gave-up = { $states } 状態であきらめた: 解けるかどうか分からない
sokoban-editor-solve-stopped = 解くのを止めた
sokoban-editor-solve-stale = 盤が変わった: もう一度解くと新しい答え
sokoban-editor-not-playable = まだレベルではないので動かせない: { $why }
sokoban-editor-saved = 保存しました: { $file }
sokoban-editor-saved-elsewhere = 付属のパックは変えられない: { $file } として保存しました (パック選びから遊べる)
sokoban-editor-unsaved = 未保存: もう一度 { $esc } で保存せずに出る、{ $save } で保存
sokoban-editor-unsaved-on-closing = 未保存: { $save } で保存、もう一度ウィンドウを閉じると保存せずに終了
sokoban-editor-changed-on-disk = { $file } は開いた後にディスク上で変わった: もう一度 { $save } で上書き
sokoban-editor-save-failed = { $file } を保存できません: { $why }
sokoban-editor-nowhere-to-save = 付属のパックは変えられず、写しを保存するレベルフォルダもない
sokoban-editor-cannot-read = { $file }: 読めません: { $why }
sokoban-editor-hint = 矢印: カーソル   { $tools }: 描く   クリック・ドラッグ: 描く   { $save }: 保存   { $solve }: 解く   { $play }: 遊ぶ   { $undo }: 取り消す   { $help }: キー一覧
sokoban-editor-playing = 編集中の盤で遊ぶ: { $back } か { $esc } で編集に戻る
sokoban-editor-help-cursor = カーソルを動かす
sokoban-editor-help-grow = その側に列か行を足す
sokoban-editor-help-shrink = その側の列か行を消す
sokoban-editor-help-levels = パックの次 / 前のレベルを編集
sokoban-editor-help-click-keys = クリック / ドラッグ
sokoban-editor-help-click = 選んだ道具をマスに描く
sokoban-editor-help-palette-keys = パレットをクリック
sokoban-editor-help-palette = 道具を選ぶ (何も描かない)

## 倉庫番エディタの操作 (ヘルプ)。
control-sokoban-editor-cursor-up = カーソルを上へ
control-sokoban-editor-cursor-down = カーソルを下へ
control-sokoban-editor-cursor-left = カーソルを左へ
control-sokoban-editor-cursor-right = カーソルを右へ
control-sokoban-editor-paint = 選んだ道具をカーソルに描く
control-sokoban-editor-wall = カーソルに壁を描く (壁を選ぶ)
control-sokoban-editor-floor = カーソルに床を描く、箱と作業員は残す
control-sokoban-editor-goal = カーソルにゴールを描く、箱と作業員は残す
control-sokoban-editor-box = カーソルに箱を描く
control-sokoban-editor-box-on-goal = カーソルにゴール上の箱を描く
control-sokoban-editor-player = 作業員をカーソルに置く (そこへ動く)
control-sokoban-editor-erase = カーソルのマスを消す
control-sokoban-editor-grow-left = 左に列を足す
control-sokoban-editor-grow-right = 右に列を足す
control-sokoban-editor-grow-top = 上に行を足す
control-sokoban-editor-grow-bottom = 下に行を足す
control-sokoban-editor-shrink-left = 左の列を消す
control-sokoban-editor-shrink-right = 右の列を消す
control-sokoban-editor-shrink-top = 上の行を消す
control-sokoban-editor-shrink-bottom = 下の行を消す
control-sokoban-editor-new-level = この後に新しいレベルを足す
control-sokoban-editor-copy-level = このレベルの写しを後に足す
control-sokoban-editor-next-level = パックの次のレベルを編集
control-sokoban-editor-prev-level = パックの前のレベルを編集
control-sokoban-editor-solve = 裏で盤を解く (もう一度: 止める)
control-sokoban-editor-undo = 最後の変更を取り消す
control-sokoban-editor-redo = 取り消した変更をやり直す
control-sokoban-editor-save = パックを保存
control-sokoban-editor-play = ここから盤で遊ぶ (もう一度: 編集に戻る)

## 設定画面 (F7、タイトルの最後の行)。
prefs-heading = 設定
prefs-kept = 変更はすぐに反映され、次の起動でも使われる。
prefs-footer = { $rows } 行を選ぶ    { $values } 変える    { $enter } 次の値    { $close } か { $esc } で閉じる
prefs-language = 言語
prefs-theme = テーマ
prefs-theme-dark = ダーク
prefs-theme-light = ライト
prefs-theme-high-contrast = 高コントラスト
prefs-palette = 配色
prefs-palette-standard = 標準
prefs-palette-okabe-ito = Okabe–Ito (色覚の違いに配慮)
prefs-text-size = 文字の大きさ
prefs-reduced-motion = 動きを減らす
prefs-ghost = ベストのゴーストを表示
prefs-open-everything = すべての章を開く
prefs-speed = ゲームの速さ
prefs-sound = 効果音
prefs-volume = 音量
prefs-fullscreen = 全画面
prefs-graphics = 描画方式
prefs-graphics-auto = 自動
prefs-graphics-note = 次の起動から
prefs-keys = キー設定…
prefs-close = 閉じる
prefs-on = オン
prefs-off = オフ
## The keys page: each mode's controls and the keys bound to them.
keys-title = キー設定
keys-listening = 「{ $what }」の新しいキーを押してください（{ $esc } でやめる）
keys-clash = { $key } はすでに「{ $what }」のキーです
keys-refused = { $why }。別のキーを押してください（{ $esc } でやめる）
keys-bound = 「{ $what }」: { $key }
keys-reset-one = 「{ $what }」を初期のキーに戻しました
keys-reset-all = すべての操作を初期のキーに戻しました
keys-footer = { $choose } 選ぶ    { $mode } モード    { $enter } 新しいキー    { $reset } 初期に戻す    { $all } すべて初期に    { $esc } 戻る
help-keys-choose = 操作を選ぶ
help-keys-mode = 前または次のモード
help-keys-rebind = 選んだ操作の新しいキーを押す（Esc でやめる）
help-keys-reset = 選んだ操作を初期のキーに戻す
help-keys-reset-all = すべてのモードの操作を初期のキーに戻す
help-keys-click = 操作を選んで新しいキーを押す

## A question on a lesson step
question-class-said = クラスの答え：{ $said }
question-tally = クラスの答えは { $said }、正解は { $was }
question-distance = （{ $distance } 離れていた）
question-skipped = なし（とばした）
question-no-guess = なし
question-no-answer = 答えがない：{ $why }
question-why = 理由：{ $why }
question-keys-choose = { $choose } クラスの選択   { $skip } とばす   { $reveal } 答えを見る
question-keys-point = クリックでクラスの予想   { $skip } とばす   { $reveal } 答えを見る
question-keys-number = クラスが数を言う   { $skip } とばす   { $reveal } 答えを見る
help-question-choose = 問いへのクラスの選択
help-question-skip = クラスの予想をとばす
help-question-reveal = 答えを見る（ステップが進む）
question-legend = 細い輪：クラスの予想   太い輪：正解

## A lesson's worksheet (questions.html and answers.html beside the handout)
worksheet-questions-title = { $title }：問題
worksheet-answers-title = { $title }：解答
worksheet-question-number = 問 { $n } / { $count } · { $step } ページ目「{ $name }」
worksheet-picture-asked = 問 { $n }：答えを見る前の絵
worksheet-picture-revealed = 問 { $n }：答えを見た後の絵
worksheet-hint-choose = 一つに丸をつけよう。
worksheet-hint-point = 絵の上に点をかきこもう。
worksheet-hint-number = 数を書こう。
worksheet-room = 答え：
worksheet-answer = 答え：{ $answer }
worksheet-answer-point = 答え：絵の太い輪、{ $point } の位置
## Replays and the ghost
chooser-footer-arenas = { $up } { $down } { $left } { $right } / { $page-up }, { $page-down }: 選ぶ   { $open }: 開く   文字で絞り込み   { $edit }: 編集   { $watch }: ベストを見る   { $esc }: タイトル
help-chooser-watch = 選んだアリーナのベストのラウンドを見る
watch-no-best = このアリーナのベストのラウンドはまだありません。ベストを更新するとここに残ります。
watch-refused = このリプレイは再生できません：{ $why }
hud-watching = リプレイ
## ひとりで学ぶ（hitlab lesson FILE --student、レッスン選択の「ひとりで」）
question-you-said = あなたの答え：{ $said }
question-you-tally = あなたの答えは { $said }、正解は { $was }
question-keys-student-choose = { $choose } あなたの答え   { $reveal } 答えずに見る
question-keys-student-point = クリックであなたの答え、または { $aim } で狙って { $enter }   { $reveal } 答えずに見る
question-keys-student-number = 数を入れて { $enter }：{ $typed }   { $reveal } 答えずに見る
question-student-again = { $reset } このステップをもう一度   { $next } 次へ
question-legend-student = 細い輪：あなたの答え   太い輪：正解
student-summary-title = 結果：{ $title }
student-summary-row = { $n }. { $ask }  { $how }
student-first-time = 一度で正解
student-after-retry = やり直して正解
student-not-right = 不正解
student-unanswered = 答えていない
student-totals = 一度で正解 { $first }、やり直して正解 { $after }、不正解 { $not }、答えていない { $none }
student-kept = 答えは { $path } に保存した
student-not-kept = 答えを保存できなかった：{ $why }
student-summary-keys = { $back } レッスンに戻る   { $esc } 終わる
help-lesson-alone = 選んだレッスンをひとりで：問いに答え、最後に結果
help-student-type = ひとりで数を入力するか点を狙って { $enter } で答える（Backspace で消す）
keys-while-typing = 数を入力している間
question-student-right = 正解。
question-student-wrong = 不正解。
## The campaign (the title's "Play")
mode-campaign = プレイ
blurb-campaign = キャンペーンの続き: メダルで開く章ごとのアリーナと倉庫番
campaign-title = キャンペーン
campaign-chapter = 第 { $number } 章（全 { $count } 章）: { $name }
campaign-medals = この章のメダル { $held } / { $most }
campaign-locked = 未開放: 前の章でメダルをあと { $missing } 個（必要 { $needs } 個）
campaign-open-all = すべての章が開いています（設定）
campaign-arena = アリーナ
campaign-level = 倉庫番
campaign-practice = 練習、いつでも開く
campaign-no-medal = メダルなし
campaign-medal-bronze = 銅
campaign-medal-silver = 銀
campaign-medal-gold = 金
campaign-solved = クリア: { $moves } 手、押し { $pushes } 回
campaign-unsolved = 未クリア
campaign-broken = 読み込めません: { $why }
campaign-refused = この章はメダルをあと { $missing } 個で開きます: 前の章で集めましょう
campaign-footer = { $choose } 選ぶ    { $chapter } 章    { $enter } プレイ    { $esc } 戻る
help-campaign-choose = アリーナか面を選ぶ
help-campaign-chapter = 前または次の章
help-campaign-play = 選んだアリーナか面をプレイする
help-campaign-click = クリックしたアリーナか面をプレイする
## 倉庫番: 押した数によるメダル、解の統計、次の未解決レベル、コピーと貼り付け
control-sokoban-next-unsolved = まだ解いていない次のレベル
help-sokoban-copy = レベルと手をテキストでコピー (XSB と LURD)
help-sokoban-paste = テキストのレベルを貼り付けて遊ぶ (XSB、LURD の手はあってもなくても)
sokoban-medal-gold = 金
sokoban-medal-silver = 銀
sokoban-medal-bronze = 銅
sokoban-list-lines = {" · "}{ $lines }
sokoban-solved-lines = 箱の直線 { $lines } 本、箱の持ち替え { $changes } 回
sokoban-medal-earned-gold = 金メダル: 知られている最良の解と同じく少ない押し数 ({ $best })
sokoban-medal-earned-silver = 銀メダル: 金は押し { $best } 回以下
sokoban-medal-earned-bronze = 銅メダル: 銀は押し { $silver } 回以下、金は { $best } 回以下
sokoban-medal-unmeasured = 銅メダル: 比べる既知の解がない
sokoban-all-solved = このパックのレベルはすべて解いた
sokoban-copied = { $moves ->
    [0] レベルを XSB でコピーした
   *[other] レベルと { $moves } 手を XSB と LURD でコピーした
}
sokoban-not-copied = コピーできない: { $why }
sokoban-pasted = { $moves ->
    [0] 貼り付けたレベルを開いた (パックのレベルの後)
   *[other] 貼り付けたレベルを { $moves } 手進めて開いた (パックのレベルの後)
}
sokoban-not-pasted = 貼り付けられない: { $why }
# The medals of an arena: their names, the conditions, and the end box's
# rows (what the round earned, what the next medal needs).
medal-bronze = 銅メダル
medal-silver = 銀メダル
medal-gold = 金メダル
medal-condition-no-misses = 先端・回転のすり抜けなし
medal-condition-accuracy = 命中率 { $percent }% 以上
medal-condition-time-left = 残り { $seconds } 秒以上
end-medal-new = { $medal }を獲得!
end-medal = メダル: { $medal }
end-medal-none = このラウンドはメダルなし
end-medal-condition-missed = メダルなし: 条件 ({ $condition }) を満たさず
end-medal-next = 次は{ $medal }: { $score } 点
end-medal-next-if = 次は{ $medal }: { $score } 点 ({ $condition })
end-medal-all = メダルをすべて獲得
# アリーナ選択のグリッド: ← → で隣のカード、↑ ↓ で上下の行。カードのメダル。
help-chooser-before = 前のカード
help-chooser-after = 次のカード
card-medal-bronze = 銅
card-medal-silver = 銀
card-medal-gold = 金
card-medal-none = メダルなし   ·   { $score } 点で{ $next }
card-medal-held = { $held }メダル   ·   { $score } 点で{ $next }
card-medal-top = { $held }メダル: 最高のメダル
## 共有コード (Ctrl+C でコピー、Ctrl+V で開く)。$position は 1 から数えた
## 文字の位置、$found はそこにある文字。
code-refused = そのコードは開けません: { $why }
code-empty = 空です
code-prefix = { $position } 文字目: Hit Lab のコードは HL で始まります
code-version = { $position } 文字目: 「{ $found }」はこのゲームが読めるコードの版ではありません ({ $version } を読みます)
code-kind = { $position } 文字目: 「{ $found }」はコードの種類ではありません (R リプレイ、L レッスンの段、S 倉庫番のレベル)
code-character = { $position } 文字目: 「{ $found }」はコードのそこには来ません
code-length = 種類の後が { $symbols } 文字で、そういう長さのコードはありません: 文字が欠けているか余分です
code-check = 検査が合いません: 打ち間違い、欠け、余分な文字があります
code-contents = 検査は合いますが、中身が読めません ({ $why })
code-wrong-kind = これは{ $found }のコードで、{ $expected }のコードではありません
code-kind-replay = リプレイ
code-kind-lesson = レッスンの段
code-kind-sokoban = 倉庫番のレベル
code-copied = { $kind }のコードをコピーしました: どこにでも貼り付けられ、Hit Lab で Ctrl+V すると開きます
code-nothing-to-copy = 終わったラウンドがまだありません: 一度終えてから、そのリプレイのコードをコピーしてください
code-clipboard-failed = クリップボードを使えませんでした: { $why }
code-opened-replay = 共有されたラウンドを再生中: { $arena }、シード { $seed }
code-not-saved = 共有された面を開くために保存できませんでした: { $why }
help-app-paste = クリップボードの共有コードを開く
control-shooter-copy-code = 最後に終えたラウンドのリプレイのコードをクリップボードにコピー

## 今日のアリーナ: 毎日、誰もが同じアリーナ、シード、ひねりで遊ぶ。
daily-name = { $arena } · { $date } の日替わり: { $twist }
daily-twist-fast_shells = 速い弾
daily-twist-point_test = 点判定
daily-twist-double_spin = 倍の回転
daily-twist-slow_turn = 遅い旋回
daily-twist-short_round = 短いラウンド
daily-twist-tough_targets = 硬い的
daily-streak = 連続 { $days } 日
daily-no-date = 今日の日付を読めませんでした: 日替わりアリーナはありません
help-chooser-daily = 今日の日替わりアリーナ: 誰にとっても同じアリーナ、シード、ひねり
help-chooser-yesterday = 昨日の日替わりアリーナをもう一度 (記録されない)

## A watched replay's end box and footer: a round already played earns nothing.
end-replay-over = リプレイ終了
end-keys-watched = { $again }: もう一度見る
footer-watch-pause = { $key }: 一時停止
footer-watch-again = { $key }: もう一度見る
footer-back = { $key }: 戻る
hud-watching-paused = 一時停止 ({ $resume }: 再開)

lesson-asking = { $reveal } 答えを見る   { $next } 次   { $back } 前   { $reset } やり直し   { $class }: クラスが遊ぶ
lesson-asking-last = 最後のページ   { $reveal } 答えを見る   { $back } 前   { $reset } やり直し   { $class }: クラスが遊ぶ
lesson-student-keys = { $next } 次   { $back } 前   { $reset } このステップをもう一度   { $class }: ページを遊ぶ
lesson-student-last-step = 最後のページ   { $next } 結果   { $back } 前   { $reset } このステップをもう一度   { $class }: ページを遊ぶ
lesson-student-plays = あなたが遊ぶ: { $play } でページを遊ぶ ({ $class } でやめる)   { $next } 次   { $back } 前   { $reset } もう一度
lesson-student-plays-last = あなたが遊ぶ: { $play } でページを遊ぶ ({ $class } でやめる)   { $next } 結果   { $back } 前   { $reset } もう一度
lesson-student-asking = { $answer }   { $reveal } 答えを見る   { $next } 次   { $back } 前
lesson-student-asking-last = 最後のページ   { $answer }   { $reveal } 答えを見る   { $next } 結果   { $back } 前
lesson-student-answer-choose = { $choose } で答える
lesson-student-answer-point = クリック、または { $aim } で狙って { $enter } で答える
lesson-student-answer-number = 数を入れて { $enter } で答える ({ $erase } で消す)
keys-while-aiming = 点を狙う間
keys-while-answering = ひとりで答える間
