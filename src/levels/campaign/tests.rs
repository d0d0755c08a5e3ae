use super::*;

/// Reads `text` with every item there.
fn read(text: &str) -> Result<Campaign, String> {
    parse_campaign(text, Path::new("campaign.toml"), |_| Ok(())).map_err(|e| e.to_string())
}

const TWO: &str = r#"
[[chapter]]
name = { en = "One", ja = "一" }
needs = 0
play = ["arenas/default.toml", "sokoban/hitlab.xsb#2"]

[[chapter]]
name = { en = "Two", ja = "二" }
needs = 4
play = ["arenas/storm.toml"]
"#;

#[test]
fn chapters_read_in_order_with_their_names_and_items() {
    let campaign = read(TWO).unwrap();
    assert_eq!(campaign.chapters.len(), 2);
    let first = &campaign.chapters[0];
    assert_eq!(first.name("en"), "One");
    assert_eq!(first.name("ja"), "一");
    assert_eq!(
        first.items,
        [
            Item::Arena("arenas/default.toml".into()),
            Item::Sokoban("sokoban/hitlab.xsb".into(), 2)
        ]
    );
    assert_eq!(campaign.chapters[1].needs, 4);
}

#[test]
fn problems_are_told_at_their_line_and_column() {
    let unknown = TWO.replace("needs = 4", "neds = 4");
    let said = read(&unknown).unwrap_err();
    assert!(
        said.starts_with("campaign.toml:9:1: unknown key `neds`"),
        "{said}"
    );
    let no_ja = TWO.replace(", ja = \"二\"", "");
    let said = read(&no_ja).unwrap_err();
    assert!(
        said.contains(":8:8: the chapter's name in `ja` is missing"),
        "{said}"
    );
    let bad_item = TWO.replace("\"arenas/storm.toml\"", "\"storm\"");
    let said = read(&bad_item).unwrap_err();
    assert!(
        said.contains(":10:9: `storm`: an item is an arena"),
        "{said}"
    );
    let level_zero = TWO.replace("#2", "#0");
    assert!(read(&level_zero).unwrap_err().contains("its number from 1"));
    let twice = TWO.replace("arenas/storm.toml", "arenas/default.toml");
    assert!(read(&twice).unwrap_err().contains("listed twice"));
}

#[test]
fn a_chapter_cannot_need_more_than_the_chapters_before_it_hold() {
    // Before chapter two: an arena (3) and a Sokoban level (1).
    assert!(read(TWO).is_ok());
    let said = read(&TWO.replace("needs = 4", "needs = 5")).unwrap_err();
    assert!(said.contains("chapter 2 needs 5 medals"), "{said}");
    let said = read(&TWO.replace("needs = 0", "needs = 1")).unwrap_err();
    assert!(
        said.contains("the first chapter must need no medals"),
        "{said}"
    );
    assert!(read("").unwrap_err().contains("no chapters"));
}

#[test]
fn an_item_that_is_not_there_is_refused_where_it_is_named() {
    let said = parse_campaign(TWO, Path::new("c.toml"), |item| match item {
        Item::Arena(name) if name == "arenas/storm.toml" => Err("no such file".into()),
        _ => Ok(()),
    })
    .unwrap_err()
    .to_string();
    assert_eq!(said, "c.toml:10:9: no such file");
}

#[test]
fn the_shipped_campaign_loads_and_its_items_are_there() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("resources/campaign.toml");
    let campaign = load_campaign(&path).unwrap();
    assert!(campaign.chapters.len() >= 3);
    let base = path.parent().unwrap();
    assert!(item_exists(&Item::Sokoban("sokoban/hitlab.xsb".into(), 999), base).is_err());
    assert!(item_exists(&Item::Arena("arenas/nothing.toml".into()), base).is_err());
    assert!(is_campaign_file(&path));
    assert!(!is_campaign_file(Path::new("arenas/campaign.toml")));
}
