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
mode-lesson = レッスン
mode-arena-chooser = アリーナ選び
mode-pack-chooser = パック選び
mode-lesson-chooser = レッスン選び
mode-could-not-start = { $mode } を開けません: { $why }
mode-stopped = { $mode } が止まりました: { $why }
lesson-could-not-start = レッスンを開けません: { $why }
no-other-arena = 読み込める別のアリーナがありません

## タイトル画面。
title-subtitle = 当たりはなぜ当たりか: 遊んで学ぶ衝突判定
blurb-shooter = 回る図形に弾を撃つ: 点の判定は外し、掃引の判定は当てる
blurb-raylab = 箱・円・線・カプセルにレイを当て、入る点と出る点を見る
blurb-sokoban = 長方形の重なり判定でできた倉庫のパズル
blurb-lessons = 説明つきの用意された手順: Page Down / Page Up で進む
title-footer = { $digits }、矢印 + { $enter }、クリックで開始    { $help } ヘルプ    { $contrast } コントラスト    { $language } { $other }    { $fullscreen } 全画面    { $esc } { $esc } 終了
title-quit-armed = もう一度 { $esc } で終了、ほかのキーで戻る

## ヘルプ (F1)。
help-heading = ヘルプ: { $mode }
help-mode-keys = { $mode } のキー
help-title-screen = タイトル画面
help-everywhere = どこでも
help-own-seed = シード { $seed } (どの手順もここから始まる)
help-seed = シード { $seed } (--seed { $seed } で再現)
help-closes = { $keys } か { $esc } でヘルプを閉じる
help-app-help = このヘルプを開く・閉じる (モードは止まる)
help-app-theme = プロジェクター用の高コントラスト表示
help-app-sound = 効果音のオン・オフ
help-app-language = 画面の言語: English, 日本語
help-app-fullscreen = 全画面のオン・オフ
help-app-save-screen = 画面を PNG で画像フォルダに保存
help-app-back = タイトル画面に戻る
help-app-quit = 終了 ({ $esc } を二回)
help-title-open = シューター、レイ実験室、倉庫番、レッスンを開く
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

## 選ぶ画面。
chooser-heading-arenas = アリーナを選ぶ
chooser-heading-packs = 倉庫番のパックを選ぶ
chooser-heading-lessons = レッスンを選ぶ
chooser-name-arenas = アリーナ
chooser-name-packs = 倉庫番のパック
chooser-name-lessons = レッスン
