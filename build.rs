//! Rebuilds when a file is added to or removed from `resources/`: the
//! embedded set (rust-embed) is read at compile time, and cargo would
//! otherwise notice only edits to the files it already embedded.
//!
//! For Windows, compiles the icon and the version information into the
//! `.exe` as Windows resources, so Explorer, the taskbar and the file's
//! Properties show them (the window's own icon is set at run time on every
//! platform). The icon is `resources/icon.png`, wrapped as an `.ico`.

use std::error::Error;
use std::fs::File;
use std::path::PathBuf;

fn main() -> Result<(), Box<dyn Error>> {
    println!("cargo:rerun-if-changed=resources");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        windows_resources()?;
    }
    Ok(())
}

fn windows_resources() -> Result<(), Box<dyn Error>> {
    let out = PathBuf::from(std::env::var_os("OUT_DIR").ok_or("cargo set no OUT_DIR")?);
    // One 256-pixel entry: Windows scales it down for the smaller views.
    // The PNG is palette-coloured; an .ico entry wants RGBA.
    let mut decoder = png::Decoder::new(std::io::BufReader::new(File::open("resources/icon.png")?));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::ALPHA);
    let mut reader = decoder.read_info()?;
    let mut rgba = vec![0; reader.output_buffer_size().ok_or("icon.png is too large")?];
    let frame = reader.next_frame(&mut rgba)?;
    if frame.color_type != png::ColorType::Rgba || frame.bit_depth != png::BitDepth::Eight {
        return Err(format!(
            "icon.png decodes as {:?} {:?}, not 8-bit RGBA",
            frame.color_type, frame.bit_depth
        )
        .into());
    }
    rgba.truncate(frame.buffer_size());
    let picture = ico::IconImage::from_rgba_data(frame.width, frame.height, rgba);
    let mut icon = ico::IconDir::new(ico::ResourceType::Icon);
    icon.add_entry(ico::IconDirEntry::encode(&picture)?);
    let icon_path = out.join("hitlab.ico");
    icon.write(File::create(&icon_path)?)?;

    // The version fields come from Cargo.toml (winresource reads
    // CARGO_PKG_VERSION and the description).
    let mut resources = winresource::WindowsResource::new();
    resources
        .set_icon(icon_path.to_str().ok_or("OUT_DIR is not UTF-8")?)
        .set("ProductName", "Hit Lab")
        .set(
            "FileDescription",
            "Hit Lab: a 2D game that teaches collision detection",
        )
        .set("OriginalFilename", "hitlab.exe")
        .set("InternalName", "hitlab");
    resources.compile()?;
    Ok(())
}
